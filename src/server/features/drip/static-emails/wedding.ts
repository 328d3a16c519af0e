/** WEDDING: 24 prewritten drip e-mails for an engaged couple planning their wedding. */
import type { DripEmailSource } from "./email-source.js";

export const WEDDING_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "Thank you for reaching out about your wedding, {{firstName}}",
    body: `Hi {{firstName}},

Thank you so much for reaching out about your wedding photography, and congratulations to you both! Being engaged is a lovely, slightly chaotic season, and I'm honored you're considering me to be part of it.

You're probably comparing photographers right now, along with venues, caterers, and about a hundred other decisions. So here's how I'd like to help, whether or not we end up working together.

Over the coming months, I'll send you an occasional note with practical advice from behind the camera: how to build a timeline that doesn't feel rushed, when the light is most flattering, how to make family photos painless, and what to ask any photographer before you sign. Keep what's useful and skip the rest.

In the meantime, the best next step is a relaxed conversation. I'd love to hear how you two met, what you're picturing for the day, and what matters most to you in your photos. No pressure and no sales pitch, just a chance to see if we click.

→ Book a friendly call: {{scheduling_link}}

If you already have a date, reply with it and I'll check my calendar.

Congratulations again,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "From first hello to final gallery: how I photograph a wedding",
    body: `Hi {{firstName}},

When you're comparing photographers, it helps to know what the whole experience feels like, not just what the photos look like at the end. So here's a plain-language walk-through of how I work with couples.

- It starts with a conversation where I mostly listen: your plans, your priorities, and the feeling you want your photos to have.
- Once you book, I stay in touch through the planning months. Questions about timelines, locations, or light are always welcome.
- As the wedding gets close, we go over the details together: the schedule, the family photo list, the people who matter most, and anything I should know.
- On the day, I aim to be calm, organized, and mostly unnoticed, stepping in to guide when it helps and stepping back when something real is happening.
- Afterward, I carefully edit your images so the whole story of the day is there for you to relive and share.

My goal is simple. By the time your wedding arrives, I want you to feel like you already know me, and to trust me enough to forget the camera is there. That's when the honest, unposed moments happen.

If you're wondering about any step along the way, just hit reply. I'm happy to walk you through it.

Talk soon,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "7 questions to ask any wedding photographer before you book",
    body: `Hi {{firstName}},

Choosing a wedding photographer is part gut feeling, part homework. Portfolios show you the highlights, but a conversation shows you how someone actually works. Whoever you end up choosing, these are the questions I'd ask:

- Can we see one or two complete wedding galleries, not just the best-of?
- How do you handle low light, like a dim reception or an evening ceremony?
- What happens if you're sick or have an emergency on the day?
- How do you back up our images during and after the wedding?
- How do you help couples who feel awkward in front of the camera?
- What exactly is included, and what would cost extra?
- When and how will we receive our photos?

If you only ask one, make it the first. Anyone can post twenty great shots. A full gallery shows you consistency: how the family photos look, how the ceremony is covered, and what the dance floor looks like once the lights go down.

Then trust how you feel on the call. You'll spend more of your wedding day with your photographer than with almost anyone else, so choose someone who makes you both feel at ease.

I'm always glad to answer every one of these questions for you, openly and honestly.

→ Ask me anything: {{scheduling_link}}

Cheering you on,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "How many hours of wedding coverage do you really need?",
    body: `Hi {{firstName}},

One of the questions I hear most is how many hours of coverage a couple needs. The honest answer: it depends less on the size of your wedding and more on which moments you want remembered.

A simple way to figure it out is to list the moments you care about, then look at when they happen. Start with these:

- Getting ready: the quiet, nervous, laughing hour before everything starts
- A first look or portraits before the ceremony, if you want them
- The ceremony itself and the family photos right after
- Portraits of the two of you, ideally close to golden hour
- Entrances, toasts, dances, and any cultural or family traditions
- Open dancing, and whether you want a send-off captured

If your list ends with the first dance, you can probably skip late-night coverage. If your friends are legendary dancers or you're planning a grand exit, it's worth staying later.

One thing many couples forget: if your getting-ready location and your ceremony are far apart, add travel time to your estimate. Those drives add up quickly, especially with traffic or a shuttle schedule.

Once you have a rough outline of your day, send it over. I'm glad to look at it with you and suggest coverage that actually fits, no more and no less.

Warmly,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Why an engagement session is secretly wedding-day practice",
    body: `Hi {{firstName}},

Many couples see an engagement session as a nice extra, something for the save-the-dates. It is that, but I think its real value shows up on the wedding day.

Here's why I love them:

- You get to practice being photographed together, with no schedule, no guests, and no pressure.
- You learn how I work: how I give direction, and when I'm simply waiting for you to laugh.
- I learn how you two move together, which angles you like, and what helps you relax.
- You end up with photos for save-the-dates, a guest book, or simply your own walls.

By the time your wedding arrives, the camera feels familiar. That familiarity is what turns portraits on the day from stiff to easy, even when the schedule is tight.

If you decide to do one, a few tips. Pick a place that means something to you, like the neighborhood of your first date or the trail you hike on weekends. Wear outfits you feel like yourselves in, and bring along something that feels like you, whether that's a favorite picnic blanket or your dog. And aim for soft light, early in the morning or in the hour before sunset.

Not sure where to go? I love helping couples brainstorm locations that feel personal.

→ Brainstorm a session idea: {{scheduling_link}}

With warmth,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "Building a wedding-day timeline that doesn't feel rushed",
    body: `Hi {{firstName}},

If there's one thing that shapes how your wedding day feels, it's the timeline. A realistic one gives you room to breathe. A tight one turns the whole day into a sprint.

Here's how I'd approach it:

- Work backward from two anchors: your ceremony time and the sunset time.
- Give hair and makeup more time than they ask for. A late start here ripples through everything.
- Build in a buffer of fifteen to thirty minutes before the ceremony. You'll use it.
- Allow real time for travel between locations, including loading everyone into cars.
- Plan family photos right after the ceremony, while everyone is still close by.
- Schedule a few minutes alone together after the ceremony, even just ten.

That last one matters more than it looks. The moment the ceremony ends, you get swept up in hugs and congratulations. A short pause first, just the two of you, lets it all sink in. I'll stay out of the way or catch it from a distance, whichever you prefer.

Don't worry about getting the timeline perfect yet. It will evolve as your vendors come on board, and it's normal to revise it several times. I'm always happy to help my couples fine-tune theirs as the day gets closer, so nothing important gets squeezed.

Happy planning,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "First look or aisle reveal? How to choose what's right for you two",
    body: `Hi {{firstName}},

Should you see each other before the ceremony or wait until it begins? There's no right answer, only the one that fits you two. Here's how I'd think it through.

A first look is a private moment before the ceremony, usually somewhere quiet with just me nearby. It can calm nerves, and it lets us finish most of your portraits early, so you can join cocktail hour and actually spend time with your guests.

Waiting until the ceremony saves that first glimpse for the moment everyone is watching. Some couples love the anticipation. The trade-off is that your portraits and family photos all need to fit between the ceremony and the reception.

A few questions that can help you decide:

- Do you want to spend cocktail hour with your guests?
- Does a private moment feel special, or does the shared one matter more?
- Would seeing each other earlier calm your nerves or take something away?
- When is sunset compared to your ceremony time?

There's also a middle path: holding hands around a corner without seeing each other, or exchanging letters before the ceremony. Both make beautiful, emotional photos.

Whatever you choose, I'll build the rest of the day around it.

→ Talk through your options: {{scheduling_link}}

Best wishes,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Golden hour: the secret behind glowing wedding portraits",
    body: `Hi {{firstName}},

If you've ever fallen for a wedding photo where the light looks soft, warm, and almost glowing, chances are it was taken during golden hour.

Golden hour is roughly the last hour before sunset, when the sun sits low and the light turns gentle and flattering. No squinting, no harsh shadows under the eyes, just warm light that wraps around you.

Here's how to make the most of it:

- Look up the sunset time for your date and location as soon as you have them. It shifts a lot through the year.
- Plan to step away from the reception for fifteen or twenty minutes just before sunset. Your guests will barely notice.
- Ask your planner or coordinator to help you slip out between courses or after the toasts.
- If your venue has a view, a field, or a quiet garden, keep it in mind for those minutes.

If your wedding falls in winter, the sun may set before or during your ceremony, so your portraits might move earlier in the day. If it's a summer wedding, sunset can land late in the reception. Both can work beautifully with a bit of planning.

And if the sky is overcast? Cloudy light is soft and lovely too. There's always something beautiful to work with.

All the best,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "Family photos without the chaos: building your shot list",
    body: `Hi {{firstName}},

Family formal photos are the part of the day nobody dreams about, but everybody wants to have later. With a little preparation, they take a short stretch of time instead of your whole cocktail hour.

My advice for building your list:

- Write it down, group by group. "Everyone from my side" is hard to round up. "Grandparents, then aunts and uncles, then cousins" is easy.
- Start with the biggest groups and work down, so people can head to the party as they're done.
- Keep grandparents and anyone with limited mobility near the start.
- Ask one outgoing relative or friend from each family to help gather people. They know faces I don't.
- Share the list with your families ahead of time, so everyone knows to stick around after the ceremony.
- Tell me about anything sensitive: separated parents, a loved one who has passed, or two people who shouldn't stand side by side.

That last point matters. Families are complicated, and I would much rather know ahead than guess. I'll handle it quietly and gracefully.

A useful rule of thumb: each grouping takes a minute or two. Fifteen groupings is plenty; thirty can swallow most of an hour. Relaxed photos with everyone else can happen during the reception, when people are happy and mingling.

Take care,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "Why I love an unplugged ceremony (and how to ask guests nicely)",
    body: `Hi {{firstName}},

Picture your ceremony photos: the two of you, the people you love, and a row of phones and tablets held up in the aisle, blocking the view.

An unplugged ceremony simply means asking guests to put their devices away for those few minutes and be present with you. It's one of the easiest ways to improve your photos, and most guests are relieved to have permission to just watch.

A few ways to make it work:

- Ask your officiant to make a short, friendly announcement just before things begin.
- Put a small sign at the entrance to the ceremony.
- Mention it on your wedding website, so nobody is surprised.
- Let guests know professional photos are coming, and share a few soon after.

If going fully unplugged feels like too much, try a middle ground: ask guests to keep phones down during the ceremony, then invite everyone to snap away as you walk out together.

The reception is a different story. Guest photos from the dance floor are a fun addition, and I'm happy to work around them.

One more reason I love it: the faces of your guests during the vows are some of my favorite images to make. Those reactions are so much better without screens in front of them.

→ Chat about your ceremony: {{scheduling_link}}

Gratefully,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "Choosing your getting-ready room? Look for the windows",
    body: `Hi {{firstName}},

Getting-ready photos set the tone for your whole gallery, and the room you choose has a surprising effect on how they turn out. Whether it's a hotel suite, a rental, a family home, or a room at your venue, here's what I'd look for:

- Big windows. Natural light is the most flattering light there is, and it makes every photo better.
- Space to move. A cramped room full of suitcases and garment bags is hard on everyone.
- A calm corner, where you can step away from the bustle for a few minutes.
- A short distance to the ceremony, so nobody is racing across town.

On the day, two small things help a lot. First, ask everyone to keep bags, coffee cups, and clutter in one corner or another room. Second, if you can, have hair and makeup set up facing a window. Your artists will thank you, and your skin will glow.

If you two are getting ready in separate places, think about how far apart they are. Close together makes it easy to capture both sides without rushing. If you're getting ready together, that's lovely too, and it tends to make for playful, relaxed photos.

Once you know your spaces, feel free to send me a few phone snapshots. I love seeing rooms ahead of time.

Cheers,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "How your photographer, planner and videographer work as one team",
    body: `Hi {{firstName}},

On your wedding day, a small team of vendors will be working behind the scenes. The best days happen when that team actually works like a team, and you can help set that up early.

With a planner or coordinator, I like to share the timeline well in advance and agree on who cues what. They keep the day on schedule; I keep an eye on light and moments. When we're in sync, you never feel pulled in two directions.

With a videographer, it's about sharing space gracefully. We agree on positions for the ceremony and the big moments so we stay out of each other's shots, and we work through portraits together so you're not posing twice.

A few things you can do to help:

- Introduce your vendors to each other by email once everyone is booked.
- Keep one master timeline, not different versions for different people.
- Give your planner, or a trusted friend, the authority to make small calls on the day.
- Share the names of your must-have people with everyone holding a camera.

When vendors trust each other, you feel it. The day runs more smoothly, and you get to relax into it instead of managing it.

Still choosing the rest of your team? I'm happy to share what I'd look for in a planner or videographer.

Yours,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Rain on your wedding day? Here's the plan, {{firstName}}",
    body: `Hi {{firstName}},

Nobody wants to think about rain while planning a wedding with outdoor moments. But a solid weather plan is one of the best gifts you can give your future selves, because it means you can stop refreshing the forecast.

Here's what I'd suggest:

- Ask your venue exactly what the indoor backup looks like, and walk through it in person.
- If you're renting a tent, ask about sidewalls and lighting, not just the roof.
- Pick a decision time, such as the morning of, and let your planner make the call.
- Buy a few clear umbrellas. They photograph beautifully and let the light through.
- Keep a towel and a pair of shoes you don't mind getting wet close by.

Here's a little secret: some of the most romantic wedding photos happen in the rain. Moody skies, reflections on wet stone, the two of you huddled under an umbrella and laughing. If you're up for a few minutes outside, I am too.

If it's heat or wind you're worried about, the same thinking applies: a shaded spot, a backup space, and a bit of flexibility.

Whatever the weather does, it will still be your wedding day, and it will still be beautiful. I'll adapt, and we'll make it work.

→ Plan for any weather: {{scheduling_link}}

Warm regards,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "The wedding details worth gathering in one box",
    body: `Hi {{firstName}},

You'll spend months choosing rings, invitations, shoes, and dozens of small things that mean a lot. Detail photos are how those choices become part of your story, and a little preparation makes them easy.

The night before, gather these into one box or bag:

- Your rings
- Your invitation suite, plus a spare envelope and any stamps you chose
- Shoes, jewelry, fragrance, and any accessories
- Vow books or letters to each other
- Heirlooms, like a grandparent's watch or a piece of family fabric
- Anything small with a story behind it

Then hand the box to me when I arrive. I can photograph everything in a few quiet minutes while you're getting ready, instead of someone hunting for an earring in three different rooms.

Heirlooms and personal pieces often become some of the most meaningful photos in a gallery. If something connects you to a person who can't be there, please tell me about it. I'll make sure it's photographed with care, and maybe included in a portrait too.

One more tip: ask your florist for a few spare blooms and a little greenery. They make lovely styling for detail shots and tie everything together.

Kindly,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "The wedding timeline detail nobody mentions: vendor meals",
    body: `Hi {{firstName}},

Here's a planning detail that never makes it onto a mood board but makes a real difference: when your vendors eat.

It sounds minor, but it shows up in your photos. If your photographer is eating while a toast starts, someone misses the moment. If vendors eat at the very end, they're running on empty through the best part of the night.

What tends to work best:

- Have vendor meals served at the same time as yours, not after every guest.
- Seat your vendors close to the room, so they can jump up the second something happens.
- Schedule toasts before dinner or after everyone has eaten, not in the middle.
- Protect a few minutes for the two of you to actually eat. Ask your caterer to serve you first.

That last one is a big one. So many couples barely taste their own wedding food. Many caterers can also pack a to-go box of your meal and appetizers for later, which is a lovely surprise at the end of a long day.

Dinner is also the quietest part of the reception to photograph, since few people love photos of themselves mid-bite. It's a natural breather for everyone.

And if you can, take five minutes after dinner to check in with each other. It resets the whole night.

Best,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "Do you need a second shooter at your wedding?",
    body: `Hi {{firstName}},

Couples often ask whether a second photographer is worth it. Like most wedding decisions, it depends on your day.

A second shooter is a second set of eyes. While I'm focused on one moment, they catch another: a parent's face during the vows, guests laughing at a toast, or the far side of the room during your entrance.

A second shooter often makes sense when:

- You're getting ready in separate locations and want both covered.
- Your guest list is on the larger side.
- Important moments happen in more than one place at the same time.
- You're planning several events, traditions, or locations in one day.
- You'd love candid guest photos during cocktail hour while we do portraits.

One photographer is usually plenty when:

- It's a smaller wedding or elopement where everything happens in one space.
- You're getting ready together or in the same building.
- The timeline is relaxed, without overlapping moments.

Whatever you decide, I'd rather help you choose what fits than recommend more coverage than you need. If it's useful, we can look at your plans together and figure out what makes sense for you two.

→ Talk about your coverage: {{scheduling_link}}

Speak soon,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "Wedding albums vs. files on a drive: what will last?",
    body: `Hi {{firstName}},

Here's a question worth asking early: where will your wedding photos be in twenty years?

Digital files are wonderful. They're easy to share, copy, and post. But drives fail, phones get replaced, and cloud accounts get forgotten. Plenty of us have a parent or grandparent whose wedding photos survive only in a printed album, and that album is the one everyone reaches for when the family gets together.

An heirloom album does something a folder can't. It tells your story in order, from the quiet morning to the last dance. It sits on a shelf where people actually pick it up. And it never asks for a password.

If an album is on your wish list, a few thoughts:

- Choose fewer, stronger images. A focused story moves people more than every frame from the day.
- Include your guests, not just your portraits. They're part of the story.
- Consider smaller copies for the people who helped make the day happen.
- Don't wait years to design it. It's easiest while the memories are fresh.

Whatever you decide, keep your digital files backed up in more than one place. That one simple habit protects your photos for a lifetime.

If you're curious what an album could look like for your wedding, just ask. I love talking about them.

With gratitude,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "What happens to your wedding photos after the last dance",
    body: `Hi {{firstName}},

The wedding day flies by, and many couples wonder what actually happens to their photos once the last song plays. Here's a look behind the scenes.

First, before anything else, the files get backed up. Your images are the one part of the day that can't be redone, so protecting them comes first.

Then comes culling: going through every frame and choosing the images that tell your story best, without repeats, blinks, or awkward mid-sentence faces.

Next is editing. I work on color, light, and tone so your gallery feels consistent, natural, and true to how the day felt, rather than filtered.

Finally, your gallery is ready, and you get to relive the day. Most couples discover moments they missed entirely: a grandparent wiping away a tear, friends dancing wildly while you were across the room.

A few tips for when it arrives:

- Set aside an evening to look through it together, without distractions.
- Download your files and back them up right away.
- Pick a few favorites to print soon. Photos on your walls get seen.
- Share the gallery with the people who were there. They'll love it.

Careful editing takes time, and it's always worth the wait.

With care,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "A gentle reminder to enjoy being engaged",
    body: `Hi {{firstName}},

This one is a short note, with no checklist attached.

Wedding planning has a way of taking over. Spreadsheets, seating charts, budgets, and opinions from every direction. Somewhere in the middle, it's easy to lose sight of why you started.

So here's a gentle suggestion: plan one evening soon that has nothing to do with the wedding. No vendor emails, no decisions, no mood boards. Just the two of you, doing something you loved doing before you got engaged.

A few things that help keep planning lighter:

- Decide together what matters most, and let the rest be good enough.
- Say yes when people offer to help. They mean it.
- Set aside one planning evening a week, and keep the rest of your time wedding-free.

And on the day itself, try this: at some point during the reception, step to the edge of the room together and just watch for a minute. Look at all the people who came for you. It's a small pause that tends to stay with you long after the day is over.

If you're still looking for a photographer, or you'd simply like to talk through an idea, I'm here.

→ Say hello anytime: {{scheduling_link}}

Rooting for you,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "Your wedding after dark: reception lighting and night portraits",
    body: `Hi {{firstName}},

Once the sun goes down, the feel of your photos changes, and your reception lighting plays a bigger role than most couples expect.

Here's a quick guide:

- String lights, candles, and warm uplighting add atmosphere. In most rooms, more is better.
- Ask your venue, DJ, or band to avoid strong colored lighting during toasts and dances. Saturated purple or blue light is hard on skin tones.
- A dim, cozy room is lovely, but near-total darkness makes it harder to see your guests' faces.
- If you're planning an exit with sparklers, bubbles, or petals, check your venue's rules first. Sparklers glow best once it's fully dark.

Part of my job at night is adding light where it's needed while keeping the mood you created, so the room still feels like the room you remember.

One more idea: consider stepping outside for a few night portraits. Under the stars, in front of the glowing windows of your venue, or beneath a canopy of string lights, these can be some of the most dramatic images of the day, and they only take a few minutes.

If I haven't seen your reception space yet, tell me a little about it. I'd love to picture it with you.

Until next time,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "Not photogenic? Why your wedding portraits will still feel like you",
    body: `Hi {{firstName}},

If either of you is quietly thinking, "I'm just not photogenic," you're in good company. It's one of the most common worries couples share, and it rarely turns out to be true.

Most people don't dislike how they look in photos. They dislike how they feel when a camera is pointed at them. So my approach is to take the pressure off. Here's what that looks like:

- I give you things to do, not poses to hold: walk, whisper something, sway, tell each other a story.
- I keep things moving, so nobody freezes in the same stiff smile.
- I tell you when something looks great, and quietly fix little things like a collar or a stray hair.
- I watch for the in-between moments, because that's usually where the real ones happen.

There are a few things you can do, too. Choose shoes you can actually walk in. Hold each other the way you would on an ordinary evening. Look at your partner instead of the lens. Breathe. And if something goes sideways, laugh about it, because that laugh might be your favorite photo.

A few minutes into portraits, most couples stop thinking about the camera at all. That's when the photos start to look like you.

Here for you,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "Smaller wedding, new date, or eloping? I'm still here",
    body: `Hi {{firstName}},

Plans change. Sometimes the date moves, the guest list shrinks, or the big celebration turns into a small gathering with only your closest people. Sometimes couples decide to elope and throw a party later.

If anything like that has happened for you two, I want you to know it's completely normal, and your photos can be every bit as meaningful.

A few thoughts for different directions:

- A smaller wedding often means more time for portraits and more real moments with each guest.
- An elopement can happen almost anywhere that means something to you, with room for a little adventure.
- A new date might bring a different season, with different light and a whole new feel.
- A city hall ceremony followed by dinner with family deserves to be photographed too.

Whatever shape your day takes, the heart of it stays the same: two people making a promise, surrounded by whoever matters most. That's what I love to photograph.

And if your plans are right on track, wonderful. Either way, I'd love to hear where things stand and whether I can help.

→ Catch up on your plans: {{scheduling_link}}

All my best,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "The wedding-day emergency kit I wish every couple packed",
    body: `Hi {{firstName}},

Here's a light one: a small emergency kit that rescues wedding days more often than you'd think. Pack it in a tote, hand it to a trusted friend, and forget about it.

- Safety pins, a mini sewing kit, and fashion tape
- A stain remover pen and a lint roller
- Blister bandages and a spare pair of comfortable shoes
- Pain relievers, antacids, and allergy tablets
- Tissues, blotting papers, lip balm, and a small mirror
- A phone charger and a portable battery
- Snacks and a water bottle with a straw
- Printed copies of your vows, the timeline, and vendor phone numbers

The lint roller earns its place in photos: dark suits and dresses pick up everything, and you'll notice it later.

My favorite item on the list is the snacks. Long wedding days go better when everyone eats, especially the two of you. A few bites between the ceremony and portraits can change how you feel, and it shows on your faces.

And one thing to leave out of the kit: your phone. Hand it to someone you trust for the day. You'll be more present, and you won't miss a thing.

Wishing you well,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "One last note from me, and congratulations, {{firstName}}",
    body: `Hi {{firstName}},

It's been almost a year since you first reached out, and this is the last note in this series. Thank you for letting me share a little advice along the way.

Whether your wedding has already happened, is just around the corner, or is still being dreamed up, I hope the planning has brought you two closer. And I hope you've found a photographer you trust, even if it isn't me.

If you're still deciding, or your plans have shifted, I'd be glad to talk anytime. My door stays open.

A few parting thoughts, from everything wedding days have taught me:

- Protect a few quiet minutes together. They go fast.
- Eat something. Seriously.
- Let small things go wrong. Nobody remembers a late start; everyone remembers the laughter.
- Look around at your people. That room will never be gathered in quite the same way again.

→ Reach out anytime: {{scheduling_link}}

Thank you again for thinking of me. Congratulations, and I wish you a lifetime of happiness together.

With heartfelt thanks,
{{businessName}}`,
  },
];
