/** ENGAGEMENT: 24 prewritten drip e-mails for a newly engaged couple planning an engagement session. */
import type { DripEmailSource } from "./email-source.js";

export const ENGAGEMENT_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "Congratulations on your engagement, {{firstName}}!",
    body: `Hi {{firstName}},

Congratulations to you both, and thank you for reaching out about an engagement session. It's one of my favorite kinds of work, and I'm so glad you thought of me.

Over the coming months I'll send you an occasional note with ideas and practical advice: where to go, what to wear, and how to feel relaxed in front of a camera even if you've never enjoyed it. No pressure, just things couples tend to find genuinely helpful.

Here's what usually happens next:

- We have a relaxed call so I can hear about the two of you and what you have in mind
- We talk through locations, the time of day and a few possible dates
- I send you everything you need to reserve your session

If you'd like to start with that conversation, you can pick a time that suits you both.

→ Book a relaxed chat: {{scheduling_link}}

And if you're still just gathering ideas, that's completely fine. Enjoy being newly engaged. This part goes by faster than you'd think.

Warmly,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "What an engagement session with me actually looks like",
    body: `Hi {{firstName}},

Many couples tell me they're not quite sure what happens at an engagement session, so I'd like to walk you through one from start to finish.

Before the day, we talk. I want to know how you met, what you love doing together, and where you feel most like yourselves. That conversation shapes everything: the location, the time of day, even the pace of the session.

When you arrive, we don't start shooting straight away. We walk, we chat, and I let you both settle in. The first few minutes are mostly about getting used to me and the camera being around.

Then we move. Instead of stiff poses, I give you small things to do together: walk toward me, whisper something ridiculous, slow dance without music. You'll laugh more than you expect, and that's when the best pictures happen.

Afterward, I carefully edit your images and deliver them in a private gallery, ready to share, print or use on your save-the-dates.

If any of this raises questions, just reply to this e-mail. I read every one and I'm always happy to explain how things work.

With warmth,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "Questions to ask before booking your engagement photographer",
    body: `Hi {{firstName}},

Whether you book with me or with someone else, I want you to feel confident in your choice. So here are the questions I'd ask if I were in your shoes:

- Can we see a complete session, not just the highlights?
- How do you help people who feel awkward on camera?
- What happens if the weather doesn't cooperate?
- How do we receive our photos, and can we print them?
- Will you help us choose a location, or should we bring one?

The first question matters most. Anyone can post a dozen great frames. A complete session shows you how consistent the work is, and what couples look like once they've relaxed.

The second matters almost as much. Most people don't love having their picture taken, and a good photographer has a real plan for that. You should hear that plan before the day, not during it.

I'm glad to answer every one of these honestly and in detail, and a quick call is often the easiest way to do it. Bring your partner if you can; it helps to hear it together.

→ Ask me anything: {{scheduling_link}}

Talk soon,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "Choosing an engagement photo location that means something to you two",
    body: `Hi {{firstName}},

When couples ask me where to do their engagement session, I usually answer with a question: where do the two of you feel most like yourselves?

A beautiful backdrop helps, but a place with meaning helps more. You'll relax faster, and years from now the photos will bring back more than how you looked that day. A few ideas to get you thinking:

- The spot where you had your first date, or where you got engaged
- A neighborhood you love wandering through on weekends
- A favorite trail, beach, park or lake
- The coffee shop, bookstore or diner you always end up in (with their permission)
- Your own home, if that's where your life together happens

It's also worth thinking about variety. A location with both open space and some texture, such as trees, old brick or a quiet side street, gives us several different looks without driving around.

Two practical notes: some parks and private properties require a permit, and popular spots get crowded on weekends. I'm happy to help you check those details.

If you have a shortlist, or no idea at all, send it my way and we'll figure it out together.

Best,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Golden hour, and why I'll steer your engagement photos toward it",
    body: `Hi {{firstName}},

If there's one thing I'd ask you to trust me on, it's the time of day.

The hour or so before sunset, often called golden hour, gives us soft, warm light that flatters everyone. Skin looks even, nobody squints, and the background takes on that glow you've probably noticed in photos you love. The first hour after sunrise can be equally lovely, with the bonus of empty parks and quiet streets.

Midday sun is harder. It casts shadows under eyes and makes everyone squint. I know how to work with shade when we need to, but if you have the choice, later in the day is almost always better.

A few things to keep in mind:

- Sunset moves a lot through the year, so we'll set the start time around your date
- Golden hour passes quickly, so we'll begin a little before it
- Overcast days give beautiful, soft light too, so don't panic over a gray sky
- A sunrise session means an early alarm, but often a location all to yourselves

Once we choose a date, I'll look up the light for that day and place, so you don't have to think about it.

→ Talk through dates and light: {{scheduling_link}}

Cheers,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "What to wear together for engagement photos (without matching)",
    body: `Hi {{firstName}},

What to wear is the question I hear most, and the answer is simpler than it seems: coordinate, don't match.

Think of the two of you as one small color palette. Choose two or three colors that sit well together, then each pick outfits within that range. Identical white shirts and jeans tend to look dated; complementary tones look natural and intentional.

Things that photograph beautifully:

- Soft neutrals, earthy tones and muted colors
- Texture, such as knits, linen, denim or suede
- One of you a little dressier, the other a bit more relaxed
- A layer you can add or remove for a second look

And a few to skip:

- Big logos, tiny busy patterns and neon colors
- Brand-new shoes you haven't broken in
- Anything you'll keep tugging at or adjusting

Most of all, wear what makes you feel like you. If one of you lives in boots and flannel, a formal suit will feel like a costume, and it will show. Aim for your best everyday selves.

If you'd like a second opinion, reply with photos of a few options before the session. I'm always glad to help you decide.

Happy planning,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "Not a fan of being photographed? Neither are most engaged couples",
    body: `Hi {{firstName}},

Almost every couple says some version of this to me: "We're not models." Or, "One of us really hates having their picture taken."

I want you to know that's normal, and it isn't a problem. I don't photograph models. I photograph people who love each other, and most of them feel a little awkward for the first few minutes.

Here's what usually happens. We start with a walk and easy conversation. I take a few frames while you're still settling in, mostly so the sound of the camera fades into the background. Then I give you small, simple things to do together, and before long you're paying attention to each other instead of to me.

A few things that help:

- Don't worry about your hands, your chin or your good side; that's my job
- Keep talking to each other; it's fine if I catch you mid-sentence
- Laugh at the awkward moments instead of pushing through them
- Eat something beforehand, because nobody relaxes while hungry

Feeling nervous the week before says very little about how your photos will turn out. What matters is how you feel about each other, and that part is already taken care of.

If you'd like to talk through any worries first, I'm here.

→ Talk it through with me: {{scheduling_link}}

Rooting for you,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Why I'll prompt you two instead of posing you",
    body: `Hello {{firstName}},

You might picture a photo session as someone saying "chin down, turn left, now smile." That's not really how I work.

Instead of posing you, I prompt you. A prompt is a small action or idea that gets you moving and reacting to each other, and the photo comes from whatever happens next. A few examples:

- Walk toward me holding hands while one of you tries to make the other laugh
- Hug as if you haven't seen each other in a month
- Whisper your favorite memory of the two of you
- Slow dance, badly, on purpose

These can feel a little silly, and that's the point. Real laughter and real affection look completely different from a held smile, and you'll see the difference in your gallery.

I still take care of the details. I'll nudge you toward better light, fix a collar, or ask you to take a few steps so the background is clean. But you won't spend the session frozen in place while I fiddle with angles.

The result is a set of photos that looks like the two of you on a really good day, rather than two people standing in front of a camera.

Fondly,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "Yes, you can bring the dog to your engagement session",
    body: `Hi {{firstName}},

If you share your life with a dog (or an unusually patient cat), I'd love for them to be part of your engagement session. They're family, and photos with them often become the ones couples treasure most.

A few tips to make it go smoothly:

- Bring a friend or relative who can take your pet home partway through
- Tire them out with a long walk or some play beforehand
- Pack treats, a favorite toy that squeaks, and water
- Choose a leash and collar you're happy to see in the photos
- Pick a location where pets are welcome

Usually the best approach is to start with your pet while everyone is fresh, then hand them off to your helper and carry on with just the two of you. That way nobody gets stressed, including the dog.

And don't worry if they won't sit still. A dog mid-zoomie with both of you laughing makes a far better photo than a perfect stay.

If you're planning to bring a furry co-star, tell me ahead of time so I can plan the location and timing around them.

→ Plan a session with your pet: {{scheduling_link}}

Give them a scratch from me,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "How to get engagement ring shots you'll love",
    body: `Hi {{firstName}},

Ring shots are a small part of an engagement session, but couples often ask about them, so here's how to get them right.

A few days before:

- Get your ring cleaned; a jeweler can often do it quickly, or use a soft brush and warm, soapy water at home
- Tidy and moisturize your hands, or book a manicure if that's your thing
- Take off any everyday bands or hair ties you don't want in close-ups

On the day, I take ring details in soft, natural light, usually while you're holding hands or doing something together, so they don't feel staged. I like ring photos that still feel connected to the two of you, rather than jewelry floating on a hand.

If there's something meaningful about your ring, such as a family stone, an engraving, or a design you chose together, tell me about it. That story might change how I photograph it.

If you both wear rings, we'll make sure both get their moment. And if you don't have a ring yet, or decided not to have one at all, that's completely fine. Intertwined hands, a handwritten note or a meaningful keepsake can tell the same story.

With care,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "Rain on your engagement session day? Here's the plan",
    body: `Hi {{firstName}},

Weather is the one thing none of us can fully control, so I'd like to share how I think about it.

First, a gray or overcast day is not bad news. Clouds act like a giant softbox and give even, flattering light. A moody sky can make for some of the most romantic images of all.

For real rain, strong wind or extreme heat or cold, we have options:

- Choose another date together if the forecast looks truly miserable
- Move to a covered or indoor backup, such as a café, a library, a museum or your home
- Lean in: clear umbrellas, cozy coats and a light drizzle can look beautiful if you're up for it

In the days before your session, I keep an eye on the forecast, and we make the call together. I'd much rather move a session than have you shivering and unhappy.

It helps to pick an indoor backup at the same time as your main location. That way, if we need it, the decision is easy and nobody has to scramble.

→ Talk through a backup plan: {{scheduling_link}}

Stay dry,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "Engagement session ideas for whichever season you choose",
    body: `Hi {{firstName}},

Every season has its own kind of beauty. Whichever one your session falls in, there's something to make the most of.

- Spring: blossoms, fresh green and soft light; light layers and pastels work well
- Summer: long evenings and a late golden hour; think fields, water and relaxed outfits
- Fall: warm colors, crisp air and lovely texture; knits, boots and richer tones feel right
- Winter: cozy coats, scarves and maybe snow; hot drinks and a warm café nearby make it fun

The season shapes timing, too. Sunset comes early in winter and late in summer, so we'll set the start time around the light rather than the clock.

If you live somewhere without dramatic seasons, we'll lean on location and light instead. And if your session ends up in a season you didn't plan for, don't worry. There's no wrong time of year for a couple who are enjoying each other.

If your session is in the cold months, bring a warm layer to wear between shots. If it's hot, bring water and plan for the evening.

Whatever time of year you're picturing, I'd love to help you make the most of it.

Best wishes,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Using your engagement photos: save-the-dates, websites and guest books",
    body: `Hi {{firstName}},

Engagement photos tend to work harder than couples expect. Once you have them, you'll probably find yourselves using them everywhere. A few favorite ideas:

- Save-the-dates: a relaxed, smiling photo with some open space for text works best
- Your wedding website: a mix of close-ups and wide shots tells your story
- A guest-book album: guests sign the pages around your photos instead of a plain book
- Framed prints for parents or grandparents, who often love a real photo to hold
- Thank-you cards, or a slideshow at a party or celebration

If you already know you'll want some of these, tell me before the session. For save-the-dates, I'll make sure to capture frames in both horizontal and vertical orientation, with room for your names and details. For a guest-book album, I'll aim for plenty of variety so the pages don't repeat.

And even if you're not planning a wedding soon, or planning a very small one, these photos are worth printing. A picture on the wall does far more than one sitting in a folder.

If you'd like to plan your session around a particular use, I'm always happy to talk it through.

Warm regards,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "Your engagement session is a rehearsal for the wedding-day camera",
    body: `Hi {{firstName}},

One of the quieter benefits of an engagement session is practice.

If you're planning a wedding, that day will be full of emotion, people and moving parts. Having already spent time in front of a camera together, and learned how it feels to be photographed as a couple, makes a real difference.

Here's what a session teaches you:

- How you look most natural together, and which moments you love
- That the awkward feeling fades much faster than you'd think
- How your photographer gives direction, and whether you enjoy it
- That you really don't need to think about your hands, your smile or your posture

When you look through your gallery afterward, you'll also learn what you love most: the laughing frames, the quiet ones, the wide shots full of scenery. That's useful when you plan how much time to set aside for photos later.

Couples often find the wedding-day camera far less daunting after a session like this. Even if your wedding is a long way off, or you're not sure yet what it will look like, the confidence carries over to every photo you're in.

→ Plan your practice run: {{scheduling_link}}

Warm wishes,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "A packing list for your engagement session",
    body: `Hi {{firstName}},

A little preparation the day before makes a session feel relaxed instead of rushed. Here's the small kit I suggest couples bring:

- Water and a snack, especially for longer or outdoor sessions
- A second outfit, if you'd like two looks
- Comfortable shoes for walking between spots, and nicer ones to change into
- A lint roller, hair ties, lip balm and a small mirror
- Blotting papers or powder, if you use them
- Tissues, plus sunscreen or bug spray depending on the season
- Anything personal you'd like in a few frames: a picnic blanket, flowers, an instrument, a favorite book

That last one deserves a thought. A small object with meaning, like the board game you play every Sunday or the mugs from your first apartment, can become a favorite image without feeling forced.

One more tip: give yourselves extra time to get there. Arriving flustered after a hunt for parking shows in the first few photos, and there's no reason to start that way. I'll send the exact meeting spot ahead of time so you know where you're going.

Speak soon,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "Build your engagement session around something you love doing together",
    body: `Hi {{firstName}},

Some of the most personal engagement sessions aren't built around a pretty spot at all. They're built around something the two of you love doing.

When you're busy with something familiar, you stop thinking about the camera. Your hands have something to do, conversation comes easily, and the photos show who you are on an ordinary, happy day.

A few ideas to spark your own:

- Cooking a favorite meal together at home
- Browsing a record store, a bookstore or a farmers market
- A picnic, with real food you'll actually eat
- Playing music, painting or working on a shared hobby
- Hiking your favorite trail or paddling a canoe
- Getting coffee at the place you go every weekend

An activity also gives your gallery a story: arriving, doing, laughing, resting. That's a lovely thing to look back on.

You can mix this with a more classic setting, too. We might start at your favorite café and finish somewhere with open sky as the sun goes down.

So here's a question for you both: what do you do when you have a free afternoon? The answer might be your session.

Until next time,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "If wedding planning has begun: what to book first",
    body: `Hi {{firstName}},

If you've started thinking about the wedding itself, the list can feel endless. Here's a rough order many couples find helpful:

- Agree on a rough budget and guest count, since almost everything depends on them
- Pick a season or a few possible dates
- Book your venue, which usually sets the date
- Then book the people who can only be in one place per day: photographer, officiant, caterer, music

Popular dates and vendors often book 9 to 12 months ahead, sometimes more, so once the venue is settled it's worth moving on the rest fairly soon. Flowers, stationery and outfits can usually follow.

Where does an engagement session fit? Wherever you like, but many couples schedule theirs before sending save-the-dates, so the photos are ready to use.

And if you're not planning a wedding yet, or want something small and simple, that's a perfectly good plan. This season is yours to enjoy at whatever pace feels right.

If you'd like help fitting your session around your plans, I'm happy to look at the calendar with you.

→ Talk about your timeline: {{scheduling_link}}

All the best,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "How an engagement session helps you choose a wedding photographer",
    body: `Hi {{firstName}},

Here's a gentle thought if you're weighing up wedding photographers: an engagement session is the best interview you could ask for.

A portfolio shows you what someone can do on their best day. A session shows you what it's actually like to work with them:

- Do you feel at ease around them, or tense?
- Do their directions make sense and feel natural?
- Do they notice the small things, like a stray hair or a better patch of light?
- Do you love how the gallery looks when it arrives?

On a wedding day, your photographer is close to you for hours, through the emotional moments and the hectic ones. Knowing you trust them, and that you like how they see the two of you, takes a lot of pressure off.

Whoever you choose, I'd encourage you to get to know them before the day. A session, a long call or even a coffee together will tell you more than any website.

I'd love to be part of your story in whatever way fits, whether that's just this session or more.

→ Have a no-pressure chat: {{scheduling_link}}

Sincerely,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "A small reminder to enjoy being engaged",
    body: `Hi {{firstName}},

This one is a lighter note.

Being engaged can fill up quickly with spreadsheets, group chats and decisions. Somewhere in all that, it's easy to forget that this is a lovely season in its own right, and often a short one.

So here are a few small ways to enjoy it:

- Keep a regular date night where planning talk isn't allowed
- Write each other a letter about this moment, and seal it to open a year from now
- Take more phone photos of ordinary days: cooking, walking, laughing at nothing
- Tell the story of how you got engaged to someone new, and notice how differently you each tell it

That last one matters more than it sounds. The small stories are what you'll want to remember later, and they're exactly the kind of thing I love hearing before a session. They often shape where we go and what we do.

Whenever you're ready to plan yours, or just want to trade ideas, I'm here. There's no rush, and no question is too small.

Take care,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "Why an at-home engagement session might suit you best",
    body: `Hello {{firstName}},

When couples picture engagement photos, they usually imagine a field at sunset. That's lovely, but I'd like to make a quiet case for something different: your home.

An at-home session captures the life you're building together. Morning coffee in the kitchen, the couch where you watch your shows, the dog sprawled across both of you. Years from now, those rooms and routines will mean a great deal.

To make it work:

- Choose the room with the best daylight, often the one with the biggest windows
- Clear away visible clutter, but keep the things that make it yours
- Plan a simple activity, such as cooking, reading or putting on a record
- Wear what you'd actually wear at home, just a little nicer

Home sessions are also a great answer to bad weather, and to nerves. It's much easier to relax on your own sofa than in a busy park.

If your place is small, or you don't love it, that's fine. I'll work with whatever light and space you have, and you might be surprised how cozy it looks.

We can also combine the two: start at home, then step outside as the light turns golden.

Yours truly,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "Don't let your engagement photos live only on your phone",
    body: `Hi {{firstName}},

A quick, practical note today, whether or not you've had engagement photos taken yet.

Digital photos are easy to take and even easier to forget. Phones get replaced, cloud storage fills up, folders get buried. Printed photos are the ones families actually look at for decades.

A few simple habits I recommend to everyone:

- Back up your favorite images in at least two places
- Print a handful every year, even small ones
- Choose one wall, shelf or album that's just for the two of you
- Give a printed photo to someone who would treasure it, like a parent or grandparent

If we do an engagement session together, I'll help you choose which images to print, suggest sizes that suit your space, and make sure you know how to keep the full gallery safe.

It's a nice habit to start now, while you're engaged. By the time later milestones come around, you'll already have a small, lovely record of how it all began, and it will only grow from there.

→ Plan a session with me: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "When wedding planning feels like a lot, try this",
    body: `Hi {{firstName}},

If you've started planning a wedding, you may have hit the point where it feels like a second job. That's very common, and it passes.

A few things that tend to help:

- Choose your top three priorities together, and let the rest be good enough
- Split the tasks instead of making every single decision together
- Set one planning night a week, and protect the rest of the week from it
- Ask for help; people who love you usually want a job
- Remember that guests notice how a day feels far more than the details

Photos can be part of that simpler approach, too. If you'd like a few images of the two of you without the pressure of a big production, an engagement session can be relaxed and focused on nothing more than enjoying each other for an evening.

And if you've decided to elope, have a tiny celebration, or simply wait a while, that's a good plan too. There's no single right way to do this, and the best choice is the one that feels like the two of you.

Hang in there,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "Quick answers to the engagement session questions I hear most",
    body: `Hi {{firstName}},

Some questions come up again and again, so here are a few quick answers in case you've wondered too.

Can we change outfits? Yes, if you'd like to. A second look adds variety, and we'll plan somewhere nearby to change.

Can we bring our kids? Absolutely. If children are part of your family, they belong in these photos.

Does the location have to be pretty? Not at all. A diner booth, a garage workshop or a laundromat can make wonderful images if it means something to you.

What if one of us really hates being photographed? That's common, and my whole approach is built around it: movement, conversation and no stiff posing.

Do we need a wedding date first? No. You can do a session before you've decided anything else, and many couples do.

Can it be just for us, with no wedding plans attached? Of course. Being engaged is worth celebrating on its own.

If you have a question that isn't here, I'd honestly love to hear it.

→ Ask your own question: {{scheduling_link}}

Happy to help,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "One last note for you two, with thanks",
    body: `Dear {{firstName}},

It's been about a year since you first reached out, and this is the last note you'll receive from me in this series.

Thank you for letting me into your inbox. I hope some of these e-mails were useful, whether that was a location idea, a wardrobe tip, or simply a reminder to enjoy this season together.

Wherever you are in your plans, I hope it's going beautifully. Maybe you've already had photos taken, maybe a wedding is coming up fast, or maybe life took you somewhere unexpected. All of those are completely fine.

If you'd ever like an engagement session, photos for an anniversary, or just want to talk through an idea, my door stays open. You don't need a reason or a plan. Reply to this e-mail or pick a time that works for you.

→ Say hello anytime: {{scheduling_link}}

Until then, I'm wishing you both a lifetime of good light, easy laughter, and plenty of ordinary days worth remembering.

With gratitude,
{{businessName}}`,
  },
];
