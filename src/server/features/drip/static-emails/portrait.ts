/** PORTRAIT: 24 prewritten drip e-mails for someone booking a portrait session for themselves. */
import type { DripEmailSource } from "./email-source.js";

export const PORTRAIT_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "Thank you for reaching out about your portrait session",
    body: `Hi {{firstName}},

Thank you for getting in touch about a portrait session. Whether you're after a polished headshot, images for your business, or a portrait to mark a new chapter, I'm really glad you reached out.

Over the coming months I'll send you a short note every couple of weeks. Each one answers something people usually wonder about before a portrait session: what to wear, how posing works when you've never done it, studio or outdoors, how we choose the final images together. No pressure, just useful things to keep in your back pocket.

A few things that help me help you, whenever you're ready to share them:

- What the portraits are for (LinkedIn, a website, a book, or just for you)
- The feeling you want them to have: approachable, bold, calm, playful
- Anything that worries you about being photographed

If you'd rather talk it through, a short call is the easiest place to start. We can sketch out ideas, and you can ask me anything at all.

→ Book a short call: {{scheduling_link}}

And if you've ever said "I'm terrible in photos", you're in very good company. It's one of the most common things I hear, and it's never stopped anyone from getting a portrait they love.

Warmly,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "What actually happens during a portrait session, start to finish",
    body: `Hi {{firstName}},

If you've never had a professional portrait taken, it's hard to picture what the session itself is like. So here's how mine usually unfold.

We start slow. You arrive, we look through your outfits together, and I show you the light we'll be working with. There's no rush to get in front of the camera; the first few minutes are about settling in.

Then we warm up. The first frames are throwaways on purpose. They let you get used to the sound of the shutter, and they let me see how the light falls on your face. Most people visibly relax once those first few minutes are behind them.

From there, I guide you through everything:

- Where to stand and which way to turn
- What to do with your hands (the question everyone asks)
- When to look at the lens and when to look away
- Small adjustments to your chin, shoulders and posture

Along the way I'll show you a few images on the back of the camera, so you can see it working. That moment when someone looks at a frame and says "oh, that actually looks like me" is one of my favorite parts of the job.

We finish with a change of outfit or setting if you've planned one. By then, people are often the ones asking for "just a few more."

Talk soon,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "Awkward in front of a camera? You don't need to know how to pose",
    body: `Hi {{firstName}},

"I'm so awkward in front of a camera." If I had to guess the sentence I hear most before a portrait session, it would be that one.

Here's the good news: posing is not your job. It's mine. You don't need to practice in a mirror or study poses online. Your only task is to show up and let me steer.

How I direct, in practice:

- I give small, specific prompts ("weight on your back foot, now drop that shoulder") instead of "just act natural"
- I demonstrate a pose myself, so you can copy it rather than guess
- I keep talking, so there's never a silent moment of you wondering what to do
- I give you something to do, like walking, leaning or fixing a sleeve, because movement looks more natural than holding still

Feeling awkward usually comes from not knowing what's expected. Once you know someone is watching the details for you, that feeling tends to fade surprisingly fast.

And if there's something you already know you dislike, like one side of your face or a smile you think looks forced, tell me. I'd much rather know and work with it than have you worry about it silently.

If you'd like to talk through your nerves before deciding anything, I'm happy to.

→ Chat about your nerves: {{scheduling_link}}

With warmth,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "Questions worth asking any portrait photographer (me included)",
    body: `Hi {{firstName}},

Choosing a portrait photographer is personal. You're trusting someone with how you'll be seen, sometimes by a lot of people on LinkedIn or your website. So whether you end up booking with me or with someone else, here are the questions I'd encourage you to ask.

- How do you direct people who feel uncomfortable being photographed?
- Can I see a full gallery from one session, not just the highlights?
- Will you help me plan outfits and the overall look?
- How do we choose the final images, and do I get a say?
- Where am I allowed to use the images (website, print, press)?
- How much retouching do you do, and how natural does it look?

The answer about usage is worth getting in writing. If your portrait might end up on a book jacket, a conference program or a magazine feature, you want to know ahead of time that it's covered.

Pay attention, too, to how the conversation feels. A portrait session works best when you're comfortable with the person behind the camera. If a photographer makes you feel rushed or judged on an inquiry call, the session will probably feel the same way.

I'm always happy to answer any of these for you, openly and without a sales pitch.

→ Ask me your questions: {{scheduling_link}}

All the best,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Before we talk outfits: where will your portraits live?",
    body: `Hi {{firstName}},

The most useful question to answer before a portrait session isn't "what should I wear?" It's "where will these images live?"

A portrait for LinkedIn has different needs from one for the back of a book, and both differ from a portrait you want to hang at home to mark a birthday or a new chapter. Knowing the destination shapes almost every decision we make together.

A few examples:

- LinkedIn and company profiles: a close crop, eye contact and an expression that feels approachable
- A personal website: a mix of headshots, wider images with room for text, and shots of you at work
- Speaking, press or a book jacket: a few strong options in both vertical and horizontal formats
- A milestone portrait: something more expressive, where mood and setting matter as much as your face

It's also worth thinking ahead a year or two. If you're planning a new website, a launch or a change of role, we can make sure the session covers those too, so you're not scrambling for an image later.

A simple exercise: write down three places you'd like your new portraits to appear. Then send me the list, or bring it to a call. It's the best starting point I know.

→ Plan your portraits with me: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "What to wear for your portrait: start with fit and color",
    body: `Hi {{firstName}},

Clothing is the thing people worry about most, so let's make it simpler. For portraits, two things matter more than anything else: fit and color.

Fit first. The camera exaggerates anything loose or tight. A jacket that's slightly too big looks boxy in a photo, and a shirt that pulls at the buttons draws the eye straight to it. Choose pieces that fit you well today, not the ones you hope will fit soon. A quick trip to a tailor for a hem or a sleeve can make a surprising difference.

Then color. A few guidelines that work for most people:

- Solid colors keep attention on your face; small, busy patterns can shimmer on camera
- Rich mid-tones (navy, deep green, rust, burgundy, soft gray) flatter most skin tones
- Think about the background: a dark outfit against a dark backdrop can make you disappear
- If you have a brand color, a touch of it can tie your portraits to your website

Most of all, wear something you feel like yourself in. If you never wear a blazer, a portrait in one may look like a costume. If there's a sweater you reach for every week, it's probably a great place to start.

Next time, I'll cover textures and layers, the easiest way to add depth to a portrait.

Happy planning,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "Textures, layers and a second outfit: small choices, big payoff",
    body: `Hi {{firstName}},

Last time I wrote about fit and color. Today's topic is the one that quietly makes portraits look richer: texture and layers.

Flat fabrics photograph flat. Knits, linen, denim, wool, suede and soft leather catch the light and give an image depth, even in a simple headshot. You don't need anything fancy; a good knit sweater often beats a shiny new shirt.

Layers help in two ways. They add visual interest, and they give you something to do with your hands. Taking off a jacket, pushing up a sleeve or adjusting a collar creates natural, in-between moments that I love to photograph.

When you pack for a session, I suggest:

- One outfit you'd wear to your most important meeting
- One outfit that feels more relaxed and personal
- A layer or two that works with both, like a jacket, cardigan or overshirt
- Shoes you're comfortable in, in case they end up in the frame

Bring everything on hangers rather than folded in a bag, so nothing arrives creased. And if you're torn between two options, bring both. Deciding together on the day, in the actual light, is much easier than guessing at home.

If you'd ever like a second opinion, you're welcome to reply with photos of the pieces you're considering. I'm always glad to help.

Take care,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Hair and makeup for portraits: what actually helps",
    body: `Hi {{firstName}},

Do you need professional hair and makeup for a portrait session? Not always. But it's worth knowing what it does, so you can decide what's right for you.

Studio light and modern cameras see more than your mirror does. Shine on the forehead and nose shows up strongly, and flyaway hairs you'd never notice in person can catch the light around your head.

A few practical tips, whether or not you book a professional:

- Get a haircut or color about a week before, not the day before, so it has time to settle
- Skip brand-new skincare or treatments in the days beforehand, in case your skin reacts
- Aim for makeup slightly more defined than your everyday look, but still recognizably you
- Bring a little powder or blotting papers for shine, plus lip balm
- If you have a beard, trim it a few days ahead so the edges look natural

A professional artist is especially worth it if your portraits will be used widely, if you rarely wear makeup and don't know where to start, or if you simply want to feel looked after. For a lot of people, time in the makeup chair is when the nerves start to fade.

If you're unsure, we can talk through your options, including whether I can recommend someone near you.

→ Talk through your look: {{scheduling_link}}

Cheers,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "Studio or on location: choosing the right setting for your portrait",
    body: `Hi {{firstName}},

One of the first decisions in planning a portrait is where it happens. Both options are good; they just do different things.

A studio or simple indoor setup gives you control. The light is consistent, the weather doesn't matter and the background stays clean. It's the natural choice for classic headshots, for matching a team's existing photos, or if you'd like privacy while you warm up.

On location gives you story. A café, a street, a park, your workshop or your office says something about who you are and what you do. It's ideal for personal-brand images and milestone portraits, and for anyone who relaxes more somewhere familiar.

Some questions that can help you choose:

- Do you need a consistent, neutral look, or images that show your world?
- Are you more at ease in a quiet, private space, or out and about?
- Is there a place that genuinely means something to you?
- Would a mix of both give you more to work with?

If you choose a location, timing matters. Outdoors, the softest light tends to come early in the morning or later in the afternoon, and if your session falls in winter, daylight ends sooner than you'd expect.

Whichever way you lean, I'll help you plan it so the setting works for you, not against you.

Best,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "Bringing a friend, a prop or a playlist to your portrait session",
    body: `Hi {{firstName}},

People often ask whether they can bring someone along to a portrait session. The answer is usually yes, and it can make a real difference.

The right friend makes you laugh. They remind you who you are when you're not thinking about the camera, and the expression you give them is often the best one of the day. The wrong companion is someone who critiques every frame, so choose the person who makes you feel easy, not self-conscious.

Props can help too, as long as they mean something:

- Tools of your trade: a guitar, a notebook, a camera, a chef's knife, a paintbrush
- Something tied to a milestone: a diploma, a favorite book, the keys to a new home
- Something for your hands: a coffee cup, a jacket over one shoulder, glasses you actually wear

Skip props that feel forced. If you'd never carry it in real life, it will probably look staged.

And then there's music. You're welcome to bring a playlist of songs you love. A favorite song can change your face in a way no pose ever will.

If you'd like to talk through ideas for your own session, who to bring and what to hold, let's find a time.

→ Brainstorm ideas together: {{scheduling_link}}

Speak soon,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "A portrait for a new chapter: birthdays, graduations and fresh starts",
    body: `Hi {{firstName}},

Not every portrait is for work. Some of the most meaningful sessions mark a moment: a milestone birthday, a graduation, a move, a new job, the end of something hard or the start of something good.

These portraits are different. They're less about looking polished and more about recording who you are right now, so that in ten or twenty years you can look back and remember this version of yourself.

If you're considering a milestone portrait, a few ideas to think about:

- Choose a setting connected to the moment: a campus, a new home, a favorite trail
- Wear what feels like you in this chapter, not what you think a portrait requires
- Include something that tells the story, like a cap and gown or a handwritten letter
- Give yourself permission to enjoy it; this is a celebration, not a test

People sometimes feel a little self-indulgent booking a portrait just for themselves. I'd gently push back on that. We happily celebrate everyone else's milestones with photos: weddings, new babies, a child's first day of school. Yours count too.

If there's a moment you'd like to mark, I'd love to hear about it, even if you're not sure yet what the portrait should look like.

Warm regards,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "Getting your LinkedIn headshot right: the small details that matter",
    body: `Hi {{firstName}},

Your LinkedIn photo is often the first impression you make, and most people see it at the size of a thumbnail. That changes what makes a headshot work.

A few things I keep in mind when a portrait is headed for LinkedIn or a company profile:

- Frame tightly, from around mid-chest up, so your face fills most of the circle
- Leave a little space above your head, since the circular crop trims the corners
- Keep the background simple and a touch lighter or darker than you, so you stand out at small sizes
- Aim for a relaxed, real expression with a hint of a smile, rather than a big grin or a serious stare
- Make sure it looks like you today, so people recognize you when you meet

Consistency helps too. If you use the same image on your website, email signature and speaker bios, people start to recognize you across all of them.

One more tip: the banner at the top of your profile is easy to forget. A wider shot from the same session, with room on one side, can fill it beautifully and make your whole page feel considered.

If you'd like to plan a session around your profile, a quick call is the best first step.

→ Plan your headshot: {{scheduling_link}}

Best wishes,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Your portrait prep checklist for the week before",
    body: `Hi {{firstName}},

Good portraits start a few days before the camera comes out. Here's the checklist I'd give anyone in the week leading up to a session.

About a week before:

- Get your haircut, color or beard trim so it has time to settle
- Try on every outfit, including shoes, and check for loose buttons or marks
- Gather any props or meaningful objects you want to include

The day before:

- Steam or iron your clothes and hang them up
- Drink plenty of water and go easy on salty food and alcohol
- Aim for a decent night's sleep, or at least an early night
- Charge your phone if you're bringing a playlist

On the day:

- Eat something beforehand; hungry and nervous is a tough combination
- Leave enough time to arrive without rushing
- Pack a few essentials: powder, lip balm, a hairbrush, water

And one thing that isn't on any checklist: let yourself off the hook. You don't need to look perfect when you walk in. Helping you look and feel your best is something we do together, and that's the whole point of having a photographer guide you.

Save this one if it's useful. It'll be here when you need it.

Until next time,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "Who picks the photos? How we choose your final portraits together",
    body: `Hi {{firstName}},

A question I'm often asked: "Who picks the photos?" The short answer is that we do it together, and it's one of the parts of the process I care about most.

After a session, I go through everything and take out the obvious misses: blinks, awkward half-expressions, frames where the focus slipped. What's left is a set of strong images for you to look through, without any of the noise.

Then it's your turn. A few tips that help people choose well:

- Trust your first reaction; the image that makes you smile first is usually the right one
- Think about where each image will be used before agonizing over near-identical frames
- Ask a trusted friend, but only one or two; too many opinions tend to cancel out
- Notice if you're judging yourself harshly, and take a second look at the ones others point to

We're usually our own harshest critics. Often the image someone almost rejects is the one everyone else loves, because it shows them as they really are, not as they fear they look.

If you'd like help deciding, I'm happy to share which frames I'd choose and why. You'll always have the final word, but you won't have to decide alone.

→ Ask me about the process: {{scheduling_link}}

Here to help,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "Why your portrait deserves to be printed, not just posted",
    body: `Hi {{firstName}},

Most portraits today live on screens: a profile photo, a website header, a thumbnail in someone's inbox. That's useful, but it's not the only life a portrait can have.

A printed portrait feels different. It has weight and texture, and it stays in the room with you. For milestone portraits especially, a print is often the thing people treasure years later, long after the files have been buried in a folder.

A few ideas if you're considering prints:

- A single framed portrait on a bookshelf or desk, where you'll see it every day
- A small set of prints for parents or a partner, who often love them more than we expect
- A larger piece on the wall, if the portrait marks a chapter you want to remember
- Matte fine art paper for a soft, timeless look, or a semi-gloss finish for richer color and contrast

If hanging a portrait of yourself at home feels strange, you're not alone. A good middle ground is a smaller print somewhere personal, like a hallway, a bedroom or a home office, rather than above the sofa.

Whatever you decide, I'd encourage you to print at least one. Phones get replaced, file formats change and accounts close. Paper lasts.

Be well,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "If you don't like how you look in photos, please read this",
    body: `Hi {{firstName}},

If you feel anxious about seeing yourself in photos, I want to say something plainly: that's normal, and it doesn't mean you'll be disappointed with your portraits.

Part of it is simple. You're used to your reflection in the mirror, which is reversed. A photo shows you the way everyone else sees you, so it can look subtly "off" to you even when it looks exactly right to them.

Part of it is that most photos of us are taken quickly, from odd angles, in bad light, at moments we didn't choose. A portrait session is the opposite: good light, thoughtful angles, time, and someone whose whole job is to see you well.

Things I do to help people feel at ease:

- Ask what you like about yourself and what you'd rather not emphasize
- Show you images during the session, so there are no surprises at the end
- Use light and angles that flatter rather than expose
- Keep retouching natural, so you still look like yourself on a great day

You don't have to love the camera to get a portrait you love. You just need enough trust to let someone else do the looking for a little while.

If you'd like to talk about any of this before deciding, there's no obligation at all.

→ Have a no-pressure chat: {{scheduling_link}}

With care,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "Spring, summer, fall or winter: planning a portrait around the seasons",
    body: `Hi {{firstName}},

Just a short note this time, on something people rarely think about: how the time of year shapes a portrait.

If your session falls in spring, you'll often get soft light and fresh greenery, but the weather can turn quickly, so it's worth having a backup date or an indoor option.

If it falls in summer, the midday sun is harsh on faces. Early mornings or the last hours before sunset are far kinder, and lighter fabrics will keep you comfortable.

If it's fall, the warm colors in the landscape pair beautifully with earthy tones, knits and layered outfits.

If it's winter, daylight is short and often gentle. Coats, scarves and textured layers photograph wonderfully, and a cozy indoor setting can feel very personal.

Whatever the season:

- Dress for the actual temperature, so you're not shivering or overheated
- Bring a layer you can take off between frames
- Leave a little flexibility in case the weather or light changes

Indoor and studio sessions, of course, sidestep most of this, which is part of their appeal.

And if you've been waiting for the "right time" of year, there probably isn't a perfect one. There's just the one that works for you.

Thanks for reading,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "When was your professional headshot last updated?",
    body: `Hi {{firstName}},

Here's a quiet truth about professional headshots: they expire. Not on a fixed date, but gradually, as your hair, style, role and even your glasses change.

A good rule of thumb is to refresh your headshot every year or two, and sooner if any of these apply:

- You've noticeably changed your hairstyle, hair color or facial hair
- You've started a new role, business or direction
- Your current photo was cropped from a group picture or a vacation snapshot
- People say "oh, you look different from your photo" when they meet you
- You're about to launch something: a website, a book, a talk, a course

That last point matters. When someone meets you after seeing your photo, you want the moment of recognition to be instant. A headshot that's many years old can quietly suggest you haven't kept things up to date, even when that's not true at all.

Refreshing doesn't have to mean starting over. A focused session with a couple of updated looks is often enough to bring every profile up to date.

If you're not sure whether your current headshot is overdue, I'm happy to take an honest look and tell you what I think.

→ Book a quick chat: {{scheduling_link}}

Onward,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "Glasses, hands, blinking: honest answers to small portrait worries",
    body: `Hi {{firstName}},

Some of the questions people have before a portrait are the ones they feel slightly embarrassed to ask. So here are honest answers to a few of them.

"Should I wear my glasses?" If you wear them every day, yes, at least for part of the session. People know you with them. I'll adjust angles to avoid reflections, and anti-glare lenses help too.

"What do I do with my hands?" You don't need to figure that out. I'll give them something to do: a pocket, a collar, a cup, the edge of a table.

"I worry about my chin." Almost everyone does. Leaning slightly toward the camera and pushing your chin gently forward changes everything. It feels odd, but it looks great.

"What if I blink in every shot?" Then we take a few more. It's completely normal and never a problem.

"Can you retouch things?" Yes, within reason and always naturally. Temporary things like a blemish or a stray hair are easy to soften. The things that make you look like you, I'll leave alone unless you ask.

Is there a question you've been holding back? Just reply and ask. There's no such thing as a silly question here.

Ask away,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "Beyond the headshot: getting the most from a personal-brand session",
    body: `Hi {{firstName}},

If your portraits are for your business, a single headshot rarely covers everything you need. Websites, newsletters, social posts and press kits all call for different kinds of images, and reusing the same one everywhere gets tired quickly.

When I plan a personal-brand session, I think in a few categories:

- The classic headshot: clear, friendly, ready for profiles and bios
- Working shots: you at your desk, with a client, in your workshop, mid-conversation
- Details: your hands at work, your tools, your notebook, the things you make
- Wider images with empty space, so a designer can place text beside you
- A couple of more expressive portraits that show personality, not just professionalism

Before a session, it helps to scroll through your website and social accounts and note where you're using stock photos, or nothing at all. Those gaps become our shot list.

You don't need to do all of this at once. Some people start with a headshot and add a brand session later; others do everything in one go for a consistent look. Either approach works. It depends on where your business is right now.

If you'd like to map out what your business actually needs, let's look at it together.

→ Map out your shot list: {{scheduling_link}}

Rooting for you,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "A five-minute exercise to discover your portrait style",
    body: `Hi {{firstName}},

Here's a small exercise that helps, whether you book a portrait session soon or much later.

Spend five minutes collecting portraits you like. They can be of anyone: people you follow, authors on book jackets, magazine profiles, friends' photos. Save them in one folder on your phone.

Then look at them side by side and ask:

- Are they mostly close up, or do they show more of the setting?
- Is the mood bright and airy, or darker and more dramatic?
- Are the people smiling, serious, or somewhere in between?
- Is there a color or a type of light that keeps showing up?

You'll probably notice a pattern you didn't expect. That pattern is gold for a photographer, because it tells me what "a good portrait" means to you in a way words often can't.

It's just as useful to notice what you don't like. If every corporate headshot you've seen feels stiff to you, that's worth knowing too, and it's easy to avoid.

If you ever want to share your folder with me, I'd genuinely enjoy looking through it and telling you how we could create something in that spirit.

Have a lovely week,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "Waiting until you feel ready for a portrait?",
    body: `Hi {{firstName}},

Many people put off a portrait session until some future moment: after losing a few pounds, after a new haircut, once the business is more established, when life is less busy.

I understand that completely. But I'd gently offer another way of looking at it.

The version of you that exists right now is the one your clients, colleagues and friends already know. A portrait of that person is honest and useful today. And years from now, it will be a record of a chapter you'll probably look back on more kindly than you expect.

If you're holding back, a few questions worth asking yourself:

- Is the thing I'm waiting for likely to happen soon, or is it a moving target?
- What is an outdated or missing photo costing me in the meantime?
- Would I say to a friend what I'm saying to myself about how I look?

None of this means you have to book anything. Sometimes waiting is the right call, and that's fine. I just don't want "I'm not ready" to quietly become "I never did it."

If talking it through would help, I'm here.

→ Talk it through: {{scheduling_link}}

Warmly,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "Behind the scenes: how I prepare before a portrait session",
    body: `Hi {{firstName}},

I've shared a lot about how you can prepare for a portrait. Today, a quick look at the other side: what I do before someone walks in.

In the days before a session, I reread everything the client has told me: what the images are for, what they're nervous about, which outfits they're bringing, what they love about the portraits they've saved. That becomes a loose plan.

Then I think about light. For a location session, I check where the sun will be at that time of day and look for open shade or a softer spot as a backup. For indoor work, I set up before the client arrives, so nobody is left waiting while I move lights around.

I also prepare a short list:

- The must-have images, like a headshot for a specific profile
- A few ideas that stretch a little further, if there's time and energy
- Prompts and conversation starters for anyone who feels shy

And then I leave space. The best frame of a session often comes from something unplanned: a laugh at a bad joke, or a quiet moment between setups.

All of this happens so that on the day, you don't have to think about any of it. You just get to show up and be yourself.

Sincerely,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "{{firstName}}, a last note about your portrait, and an open door",
    body: `Hi {{firstName}},

This is the last of my regular notes. It's been about a year since you first got in touch about a portrait session, and I didn't want to simply go quiet without saying thank you.

Thank you for letting me into your inbox. I hope a few of these emails were useful, whether it was a tip about what to wear, some reassurance about nerves, or a nudge to think about how you want to be seen.

If the timing wasn't right this year, that's completely fine. Life moves in its own order. And if you found another photographer, I hope they made you feel wonderful in front of the camera.

If you're still thinking about it, the door is open. Whenever you're ready, for a fresh headshot, a new-chapter portrait or just a conversation about ideas, I'd be glad to hear from you.

A few things worth remembering, whatever you decide:

- You don't need to know how to pose
- The right outfit is the one you feel like yourself in
- The version of you right now is worth photographing

→ Say hello anytime: {{scheduling_link}}

With gratitude,
{{businessName}}`,
  },
];
