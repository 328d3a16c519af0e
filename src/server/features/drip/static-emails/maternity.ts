/** MATERNITY: 24 prewritten drip e-mails for an expecting parent considering a maternity session. */
import type { DripEmailSource } from "./email-source.js";

export const MATERNITY_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "{{firstName}}, thank you for thinking of me for your maternity photos",
    body: `Hi {{firstName}},

Thank you so much for reaching out about maternity photos. Whatever kind of week brought you here, a glowing one or a tired one, I'm really glad you did.

This season goes by faster than almost anyone expects. One day you're just starting to show, and the next you're counting down the weeks. Maternity portraits are a way of pausing in the middle of it all and saying: this mattered, and so did you.

Every couple of weeks, I'll send you a short note with the things I wish every expecting parent knew: when to schedule, what to wear, how to feel at ease in front of the camera, and later, what comes once your little one arrives. No pressure and no hard sell, just ideas you can take or leave.

In the meantime, the best next step is a relaxed conversation. I'd love to hear how you're feeling, what you picture when you imagine these photos, and who you'd like in them.

→ Book a relaxed chat: {{scheduling_link}}

If you'd rather just reply to this e-mail with a question, that works too.

Warmly,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "How a maternity session with me works, from first hello to finished photos",
    body: `Hi {{firstName}},

A lot of expecting parents put off booking maternity photos simply because they aren't sure what the process involves. So here it is, plainly, from the first conversation to the finished images.

- A conversation first. We talk about what you'd love to remember, who will be there, and any worries about comfort or feeling camera-shy.
- Planning together. We choose a setting, talk through outfits, and pick a date in the weeks when you're likely to feel your best.
- The session itself. Unhurried, with breaks whenever you need them. I guide every pose gently, so you never have to wonder what to do with your hands.
- Your finished images. I edit each one with care and deliver them to you, ready to share with the people you love and to keep for years.

The part I care about most is the second one. Good planning is what makes the day feel calm instead of rushed, and calm is what shows up in the photos: softer shoulders, real smiles, hands resting easily on the bump.

If you have a question that isn't covered here, just hit reply. No question is too small, and I'd much rather you ask than wonder.

With warmth,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "When to schedule maternity photos: the 28 to 36 week sweet spot",
    body: `Hi {{firstName}},

The question I hear most is "When should we actually take these?" The short answer: for most people, somewhere between 28 and 36 weeks.

Here's why that window works so well:

- Your bump is beautifully round and clearly visible, in flowing gowns and fitted dresses alike.
- Most people still feel comfortable enough to stand, walk a little and move between poses.
- There's a buffer before your due date, in case your little one has plans of their own.

A few gentle exceptions. If you're expecting twins or more, the earlier end of that window is usually wiser. If you've been asked to take it easy, we can plan a shorter, mostly seated session, or photograph you at home. Please check with your care provider about what's right for you; I'll happily build the session around their advice.

My practical tip: reserve your date several weeks ahead, and keep a backup date in mind. Life in the third trimester can be unpredictable, and a plan B takes the stress off everyone.

→ Check dates with me: {{scheduling_link}}

Talk soon,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "What to wear for maternity photos: fabrics, colors and silhouettes",
    body: `Hi {{firstName}},

Let's talk clothes, because it's the part most people worry about, and it's easier than it looks.

What works beautifully on camera:

- Fabrics that move. Chiffon, tulle, soft jersey and linen catch the light and the breeze, and they drape gracefully over the bump.
- Shapes that celebrate your curve. A fitted stretch dress, or a flowing gown with a defined waist, shows the shape we're there to photograph.
- Solid colors and soft tones. Cream, dusty blue, sage, terracotta and deep jewel tones all photograph well. Small busy prints and big logos tend to distract.
- Something that feels like you. If you'd never wear a gown, a chunky knit over jeans or an oversized button-down shirt can be just as lovely.

You also don't need to buy a dress you'll only wear once. Maternity gown rentals are easy to find, and borrowing from a friend counts too.

One last tip: plan two looks, one dressy and one relaxed. The contrast gives your gallery range, and you'll have a comfortable backup if something doesn't feel right on the day. If we work together, send me photos of your options beforehand and I'll happily give you a second opinion.

Fondly,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Studio, outdoors or at home? Choosing a setting for your maternity photos",
    body: `Hi {{firstName}},

Where we photograph shapes the whole feel of your maternity images, so it's worth a little thought.

Outdoors gives you space, movement and natural light: an open field at golden hour, a quiet shoreline, a wooded path. It suits flowing gowns and anyone who relaxes more when moving than when posing. The trade-off is weather. If your session falls in summer, we'll aim for early morning or late evening, when the light is soft and the heat is kinder. If it falls in winter, we'll keep it short, bring layers, and have a cozy indoor alternative ready.

A studio gives you control: a steady temperature, privacy, a chair whenever you want it, and clean, timeless backgrounds. It's wonderful for fine-art portraits and for anyone who would rather not have passersby watching.

Home is the most personal choice. The nursery in progress, the couch where you've spent your evenings, the morning light in your bedroom. These images feel less like portraits and more like memories.

There's no wrong answer. Tell me how you'd like to feel when you look back at these photos, and I'll help you choose.

→ Talk through locations: {{scheduling_link}}

All my best,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "Comfort first: how I keep a third-trimester photo session easy on your body",
    body: `Hi {{firstName}},

Being photographed in the third trimester is not the same as being photographed any other time, and I plan for that from the start.

Here's what comfort looks like during a maternity session with me:

- We move at your pace. Breaks are built in, not something you have to ask for.
- There's always somewhere to sit, and many of my favorite poses are seated or leaning.
- Walking is kept short, and the ground is kept even.
- I'll remind you to drink water, and you're welcome to snack between setups.
- If you need the bathroom, we stop. Nobody needs to apologize for that.

What to bring: water, a small snack, flat shoes for walking between spots, and a light layer if we're outside. If your feet and ankles tend to swell later in the day, a morning session may feel better, and a pair of loose sandals is worth packing.

And if, on the day, you're just not feeling well, tell me. We'll work out together what's best, whether that's a gentler plan or a new date. Your comfort matters far more than any single photograph.

Gently,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "Feeling unsure about being photographed while pregnant? Read this first",
    body: `Hi {{firstName}},

So many people considering a maternity session tell me some version of the same thing: "I'm not sure I'll like how I look."

If that's you, I want to say this gently: it's completely normal. Your body is doing something enormous, and it's changing week by week. Feeling unsure about being photographed doesn't mean you shouldn't be.

A few things that help:

- You don't have to love every pose. We'll find the angles and positions that feel good to you, and skip the rest.
- Your hands always have somewhere to go. I guide every moment, so you're never left standing there wondering what to do.
- Small rituals help. Hair and makeup, a fresh manicure, or simply a favorite lipstick can change how you carry yourself.
- Bring someone who makes you laugh. Real smiles come from real moments, not from "say cheese."

It's a very common story: the people who feel most nervous beforehand are often the ones most moved by their photos afterward. Years from now, you won't remember feeling puffy that week. You'll see strength, softness and anticipation, and you'll be glad you stepped in front of the camera.

Cheering you on,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Bringing a partner, an older sibling or the dog to your maternity session",
    body: `Hi {{firstName}},

A maternity session can be just you, and those portraits are powerful on their own. But if there are others in your story, there's room for them too.

If a partner is joining: I keep things natural. Foreheads together, hands on the bump, a slow walk side by side. Most partners relax the moment they realize I won't ask them to do anything cheesy. Coordinating outfits helps; matching doesn't.

If an older sibling is coming: I plan their part for the start, while their patience is fresh. A kiss for the bump, a whispered secret, an ear pressed close listening for a kick. Bring a favorite snack and a small reward, and let them be themselves. The wiggly, giggly frames are often the ones parents love most.

If your dog or cat is family: bring them, ideally with a second adult to help, plus a leash and plenty of treats. A pet curled up beside you says a lot about the home you're building.

We can also split the session: some frames with everyone, and a few quiet ones of just you. Tell me who's coming and I'll plan around them.

→ Plan who's in the photos: {{scheduling_link}}

Warm wishes,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "Maternity photo questions people are often too shy to ask",
    body: `Hi {{firstName}},

Some questions come up in nearly every first conversation, often with a little hesitation. Here are honest answers to the most common ones.

"Do I have to show my belly?" Not at all. Bare-bump images are one option among many, and plenty of beautiful maternity portraits are fully clothed.

"I'm past 36 weeks. Is it too late?" Often not. We'd keep the session shorter and closer to home, and you'd check in with your care provider first.

"Can I do this on my own?" Yes. Solo sessions are some of my favorites, and they're for you, whatever your story looks like.

"What if I don't know how to pose?" You won't need to. I guide every step, from where your hands rest to where you look.

"Can we include the ultrasound images or tiny shoes?" Of course. Small details like these make lovely, quiet frames.

"What if the baby comes early?" It happens. That's one reason I suggest scheduling well before your due date, and why we'll talk about a backup plan.

If there's a question you've been holding onto, it probably isn't silly. Ask it.

→ Bring me your questions: {{scheduling_link}}

Kindly,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "Thinking ahead: why newborn sessions are best planned before baby arrives",
    body: `Hi {{firstName}},

Whether your maternity photos are done, scheduled or still just an idea, I want to share something many expecting parents only learn too late: newborn sessions are best planned before the baby arrives.

Here's why. For the classic sleepy, curled-up newborn portraits, the ideal time is usually within the first two weeks, when babies sleep deeply and still love being snuggled into that familiar curl. After that they're more awake and more stretchy. Still wonderful, just different.

How planning usually works:

- We reserve a window around your due date, not a fixed day.
- Once your little one arrives, you send me a short message whenever you're ready, even a one-line text.
- We settle on a date that fits how you're recovering and how feeding is going.

If you'd prefer a relaxed lifestyle session at home, the timing is more flexible, and those can work beautifully a few weeks in.

Anything you decide now is one less decision for the blurry first weeks, and one more thing you can simply look forward to.

→ Hold a newborn window: {{scheduling_link}}

Take good care,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "{{firstName}}, a gentle note wherever this pregnancy season has taken you",
    body: `Hi {{firstName}},

This note is a little different from the others.

Some months have passed since you first reached out, and I know life rarely follows the plan. Maybe you're deep in sleepless nights. Maybe things got busy and photos slipped down the list. Maybe something happened that changed everything.

Whatever your season looks like right now, I want you to know that if this isn't the time, that's okay. You don't owe me a reply or an explanation. These notes will keep arriving now and then, and you're welcome to let them wait until you're ready.

If your path has held heartbreak, please know I'm thinking of you with real tenderness. Some families, in their own time, find comfort in photographs that honor what they've been through. If that ever feels right, I'm here, with patience, care and no expectations at all.

And if you're simply busy, tired and happy, I'm so glad. The next notes will turn gently toward newborn days and the first year, with ideas you can use whether or not we ever work together.

With care,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "What a calm, unhurried newborn session really looks like",
    body: `Hi {{firstName}},

Many parents picture a newborn session as a tightly run shoot with a fussy baby and frazzled grown-ups. Done well, it's the opposite: slow, quiet and surprisingly peaceful.

Here's what a gentle newborn session looks like:

- The room is warm and the sound is soft. Babies settle best when they're cozy, and a little white noise helps.
- Baby sets the pace. We pause for feeding, cuddles and changes as often as needed, and we never rush a settle.
- You get to rest. Sit down, have a drink, put your feet up. If you nearly doze off on the couch, that's perfect.
- Family portraits usually come early, while baby is content, so you don't have to stay dressed up for long.

What to bring: extra diapers and wipes, whatever you need for feeding, and a spare top for yourself, because newborns are generous with surprises.

Because we follow the baby rather than the clock, newborn sessions take longer than maternity sessions. Plan for a slow morning rather than a quick in-and-out. I'd always choose patient time over forced poses.

→ Chat about newborn plans: {{scheduling_link}}

Until soon,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Newborn photo safety: what should happen behind the scenes",
    body: `Hi {{firstName}},

If you remember one thing when choosing a newborn photographer, please let it be this: a baby's safety always comes before any shot.

Some images you see online look effortless but are actually composites, two or more carefully supported photos merged in editing. The well-known "chin resting on hands" pose is one of them. A responsible photographer never asks a newborn to hold a position on their own.

Here's what I believe every parent should expect:

- Hands close by at all times, with a spotter's hand on baby in any propped pose.
- Baby kept warm but never overheated, and watched for comfort cues throughout.
- Props that are low, stable and weighted, never anything high, glass or wobbly.
- Clean hands, and wraps and fabrics washed between sessions.
- You nearby, always welcome to step in, hold, feed, or say "let's skip that one."

If your baby has any health needs, it's wise to check with your pediatrician or care provider before planning a session.

Feel free to ask me, or any photographer you're considering, how they handle each of these points. A good one will be glad you asked.

Be well,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "Newborn photos at home or in a studio? How to decide what fits your family",
    body: `Hi {{firstName}},

Once your little one arrives, one of the first decisions is where the newborn photos happen. Both options are lovely; they simply tell different stories.

A posed studio session is all about baby: sleepy, curled, wrapped in soft fabric against simple backgrounds. The images feel timeless and artful. It tends to suit parents who love that classic newborn look and don't mind a short outing in the early weeks.

A lifestyle session at home is about your family in its new rhythm: a feed on the couch, a diaper change on the bed, an older sibling peeking into the bassinet, the nursery you've been putting together. It's less posed and more storytelling, and it suits anyone who would rather stay in their slippers.

A few questions to ask yourself:

- Do I picture close-ups of baby, or the whole family together?
- Would getting out of the house feel fine, or like climbing a mountain?
- Is there a room at home with good window light?

Some families choose a mix: a few simple posed images at home alongside the candid moments. There's no right answer, only the one that fits you. Tell me what you're imagining and we'll shape it together.

Yours warmly,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "Small keepsakes to set aside now for your newborn photos",
    body: `Hi {{firstName}},

Here's a small, practical idea that pays off later: start a little box of details for your baby's first photos.

In the blur of the first weeks, these things get tucked into drawers and forgotten. Keeping them in one place means they end up in your gallery instead.

Worth setting aside:

- The ultrasound images, or the card or note you used to share your news.
- A blanket, toy or knitted piece made or given by someone you love.
- A hospital bracelet or name card, if there is one.
- The first outfit, or the tiny hat you're planning for the journey home.
- A ring, a watch or a letter that carries family meaning.

If we photograph at home, it also helps to clear one surface near a window and to warm the room a little before I arrive. Babies love warmth, and window light does the rest.

None of this needs to be perfect. A slightly lived-in room with real life in it makes for honest, beautiful images, and no one will ever notice the laundry basket I quietly moved out of the frame.

→ Plan your newborn session: {{scheduling_link}}

Happily,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "A note for new and expecting parents: get in the picture yourself",
    body: `Hi {{firstName}},

Here's something that happens in so many families: one parent takes nearly all the photos, and that parent barely appears in any of them.

Once your little one is here, if you're the one holding the phone, please hear this: your child will want to see you. Not a polished version of you, but the real one, in a sweatshirt, swaying in the kitchen at three in the morning. Those are the pictures people treasure later.

A few easy ways to get yourself into the frame:

- Hand the phone over. Ask a partner, friend or grandparent to take a few shots of you each week, no posing required.
- Use a timer. Prop the phone on a shelf, set a ten-second timer, and simply carry on with what you were doing.
- Try mirror photos. Holding your baby in front of a full-length mirror is simple and surprisingly lovely.
- Book a session now and then. It's the one time you're guaranteed to be in the photos, and looking relaxed.

Whether or not we ever work together, I hope this nudges you to step in front of the camera more often. You belong in this story just as much as the baby does.

Speak soon,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "Baby's first-year milestones worth photographing, and when they tend to happen",
    body: `Hi {{firstName}},

Babies change astonishingly fast in the first year. If you're wondering which moments are worth a session, here are the ones many parents choose, with rough timing. Every baby keeps their own schedule, so treat these as loose guides.

- Around three months: first real smiles, holding the head up during tummy time, and those irresistible cheeks.
- Around six months: sitting up, often with a little help. Giggles, toes in mouth, big curious eyes.
- Around nine months: crawling, pulling up on furniture, and a whole lot of personality.
- Around twelve months: standing, maybe a wobbly first step, and the first birthday.

Sitting-up sessions are a quiet favorite of mine. Babies are steady enough to pose, too young to run off, and their expressions are wonderfully open.

If you'd like to photograph each stage yourself, one lovely idea is to use the same chair or blanket every time. Lined up at the end of the year, the series tells the whole story in a single glance.

→ Talk about milestone sessions: {{scheduling_link}}

All the best,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "Five ways to take better phone photos of your baby at home",
    body: `Hi {{firstName}},

Professional sessions capture the big chapters, but most of your baby's first year will live on your phone. A few simple habits can make those everyday photos far better.

- Turn off the overhead light and find a window. Soft daylight from the side is the most flattering light there is, for babies and grown-ups alike.
- Get down to their level. Lie on the floor during tummy time, or kneel beside the crib. The world looks different from down there, and so do the photos.
- Skip the flash. It flattens skin, causes red eyes and can startle a sleepy baby.
- Fill the frame with details. Tiny fingers wrapped around yours, wrinkly toes, a curl of hair. Close-ups age beautifully.
- Record a little video too. A few seconds of babbling or a belly laugh will be worth a hundred stills later.

One bonus habit: once a month, move your favorites into a dedicated album so they don't drown among screenshots and receipts.

None of this replaces a real session, but it fills in the everyday moments between them. I hope it helps you capture a few you'd otherwise miss.

Warmly,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "Family portraits with your new little one, grandparents and all",
    body: `Hi {{firstName}},

Once your little one has settled into the world, many families start thinking about a bigger portrait: grandparents, aunts and uncles, cousins, the whole crew.

These sessions can be wonderfully meaningful, and a little planning keeps them joyful rather than chaotic.

- Schedule around naps. A rested baby beats a perfect location every time.
- Start with the biggest group. Gather everyone first, while patience is high, then break into smaller groups.
- Make a shortlist of combinations. Baby with grandparents, cousins together, you with your own parents. I'll work through the list so nobody is forgotten.
- Coordinate colors loosely. Choose a palette of three or four tones and let each person pick within it.
- Give older relatives a chair. It helps their comfort and makes for lovely layered compositions.

If your family is spread out, a visit where everyone is finally in one place is the perfect excuse. Photos like these become more precious with every passing year.

→ Plan a family session: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "Looking ahead to baby's first birthday: the cake smash session",
    body: `Hi {{firstName}},

It may feel far off, but a first birthday comes around fast, and a cake smash session is one of the most joyful ways to mark it.

If you haven't seen one, it's exactly what it sounds like: a baby, a small cake, and full permission to make a glorious mess. Some babies dive straight in. Others poke the frosting with one suspicious finger. Both make wonderful photos.

A few tips from behind the camera:

- Plan it a few weeks before or after the birthday, not on the day. The party is enough excitement.
- Keep the cake simple: light frosting in soft colors and no hard decorations. If allergies are a concern, check with your pediatrician first.
- Schedule around a nap. A rested, slightly hungry baby is the sweet spot.
- Bring a change of clothes and a towel. A quick splash in the tub afterward is often part of the fun.

Many families pair the smash with a few clean portraits first, so you get both the sweet and the messy.

These sessions are pure, uncomplicated fun, and they make a perfect closing chapter for the first year.

With a smile,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "Don't let your baby's first year live only on your phone",
    body: `Hi {{firstName}},

If you're in the thick of your baby's first year, here's a gentle, practical nudge: photos that live only on a phone are surprisingly easy to lose. Phones break, accounts get forgotten, and thousands of images become too many to ever scroll through.

A printed album of the first year changes that. It's something your child can pull off the shelf and hold, and it will outlast every device you own.

A simple way to build one without it becoming a huge project:

- Pick one favorite per week, or a dozen per month. Choosing is easier in small doses.
- Mix professional images with phone snapshots. The polished portraits and the blurry bath-time shots belong together.
- Add a line of text here and there: a first word, a funny habit, a song that always calmed them.
- Back up everything in two places before you start.

If a whole album feels like too much right now, start with one framed print in the hallway. Seeing it every day is a small, steady joy.

Whatever this year has held for you, I hope some of its moments end up somewhere you can touch.

With gratitude,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "A simple yearly tradition to start with your little one",
    body: `Hi {{firstName}},

Just a short note this time, with one idea I love sharing.

Pick a day each year, a birthday or any date that matters to you, and mark it the same way every time. A few ideas:

- A photo in the same spot, holding the same stuffed animal, so you can watch your child outgrow it.
- A letter to your child, written that day and sealed until they're older.
- A height mark on a doorframe, or a handprint on the same canvas.
- A family portrait, professional or on a timer, no matter how chaotic.

Traditions like these cost almost nothing, yet years from now they become some of the most precious things a family owns.

It doesn't matter whether you began with a maternity portrait, a newborn snapshot or nothing at all. The tradition can start whenever you're ready, and the best time is simply the first year you think of it.

If you'd ever like help with the portrait part, I'd be glad to hear from you.

→ Say hello anytime: {{scheduling_link}}

Until next time,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "Choosing the right season for portraits with your baby or toddler",
    body: `Hi {{firstName}},

A lighter note this time, and a question families often ask as their little one grows: when is the best time of year for photos?

Honestly, every season has its charms. It mostly depends on what you'd like to remember.

- Spring brings fresh greens, blossoms and mild temperatures that keep little ones comfortable.
- Summer gives long, golden evenings. Plan early or late sessions, and bring sun hats and plenty of water.
- Fall offers warm colors and crisp air. It's a popular time for family photos, so dates tend to fill early.
- Winter can be magical for cozy sessions at home, with knits, blankets and soft window light.

Whichever season is coming up for you, the timing that matters most is your child's, not the calendar's: their naps, their mood, and the stage they're in right now. A baby who has just learned to sit up, or a toddler who has just found their feet, is worth photographing in any weather.

If you're ever weighing up a session, I'm happy to help you pick the moment.

Best wishes,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "A year since you asked about maternity photos: my last note, with thanks",
    body: `Hi {{firstName}},

It's been about a year since you first reached out about maternity photos, and this is the last of these notes from me.

Thank you for letting me into your inbox during what may have been one of the biggest years of your life. I hope some of the ideas were useful along the way: the timing tips, the newborn planning, the nudge to get yourself into the pictures.

I don't know exactly how your year unfolded, and I won't assume. Whatever it held, I hope you were surrounded by care, and that you found moments to simply be.

If there's a session in your future, whether it's a first birthday, a family portrait, a new chapter of your own, or just a day when you want to remember how things are right now, my door is always open. You don't need a special reason, and it doesn't matter how long it's been.

→ Reach out whenever: {{scheduling_link}}

Thank you again for thinking of me. It truly meant a lot.

With warmest wishes,
{{businessName}}`,
  },
];
