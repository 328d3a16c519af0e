/** FAMILY: 24 prewritten drip e-mails for parents planning family portraits. */
import type { DripEmailSource } from "./email-source.js";

export const FAMILY_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "Thank you for thinking of me for your family photos",
    body: `Hi {{firstName}},

Thank you for reaching out about a family session. Sending that first message can feel like a small leap, especially if your family hasn't been in front of a camera together in a while (or ever). I'm really glad you did.

Over the coming months I'll send you an occasional note with the things parents ask me most: how to keep little ones happy, what to wear without matching, where to go, and how to end up with photos you'll actually hang on the wall. No pressure and no homework. Read what's useful and skip the rest.

If you'd like to move forward, here's what happens next:

- We have a relaxed call about your family and what you're hoping for
- I suggest a few locations and times of day that suit your kids' rhythm
- We pick a date that works, and I help you plan the rest

If you'd rather ask a question first, just reply to this e-mail. It comes straight to me, and there's no such thing as a silly question.

→ Book a relaxed intro call: {{scheduling_link}}

Warmly,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "How a family session works, from first hello to prints on the wall",
    body: `Hi {{firstName}},

A lot of parents tell me they put off family photos because they don't know what they're signing up for. So here's how I work, start to finish.

First, we talk. I want to hear about your people: who's in the family, how old the kids are, what a normal Saturday looks like at your house, and whether there's anyone (or any pet) you'd love to include.

Then we plan together. I'll suggest a location and a time of day that fits naps, school and the best light, and I'm glad to give a second opinion on clothing.

The session itself is more play than posing. We'll do a few classic frames with everyone together and looking my way, but most of the time I'm giving you small things to do, like a walk, a tickle or a whispered secret, and photographing what happens.

Afterward, I carefully edit your images and share them with you in a private gallery. If you'd like something to hold, I'll help you choose prints or an album, because these photos deserve better than a folder on your phone.

That's it. Simple on your side, careful on mine.

Talk soon,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "Five questions worth asking any family photographer",
    body: `Hi {{firstName}},

Whether or not you end up booking with me, I'd love for you to choose a family photographer with confidence. These are the questions I'd ask if I were in your shoes:

- How do you work with kids who are shy, tired or wildly energetic?
- What happens if it rains or someone gets sick on the day?
- How many images will we receive, and how are they delivered?
- Can you help us with outfits and locations?
- Do you offer prints and albums, or only digital files?

The answers tell you a lot. You're looking for someone who sounds calm about meltdowns, flexible about the weather, and clear about what you'll get, so there are no surprises later.

One more question that doesn't appear on most lists: "Can I see a full gallery from one session?" Anyone can show you their ten best frames. A full gallery shows what an hour with your family would really look like, in-between moments included.

If you'd like to ask me any of these, or anything else, I'm happy to walk you through my answers on a short call. No obligation, ever.

→ Ask me your questions: {{scheduling_link}}

All the best,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "Is there a perfect age for family photos?",
    body: `Hi {{firstName}},

A question I hear often: "Should we wait until the baby is older?" Or its cousin: "Is it worth doing now, when the kids are such a handful?"

My honest answer is that there's no perfect age. There's only this age, and it doesn't stay long.

Every stage has something worth keeping:

- Babies: tiny fingers, sleepy curled-up poses, the way they fit on a shoulder
- Toddlers: wobbly running, big feelings, the fistful of grass they insist on giving you
- School-age kids: missing teeth, silly faces, the way they still reach for your hand
- Teenagers: a first glimpse of the adult they're becoming, and the hugs they won't give in public

When parents look back at family photos, they rarely wish they had waited. What they usually say is, "I can't believe they were ever that small."

If the stage you're in right now feels chaotic, that's often exactly the one worth photographing. The chaos is part of the story, and my job is to photograph it so it looks like love rather than mayhem.

And if there's a new arrival on the way, we can plan around that too, whether you'd like photos before, after, or both.

With warmth,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Snacks, naps and bribes that work: preparing little ones for photos",
    body: `Hi {{firstName}},

The secret to a great session with young kids starts before I ever pick up my camera. A little preparation makes everything easier for everyone.

Here's what I suggest:

- Protect the nap. A rested two-year-old is a different person, so we'll schedule around sleep, not the other way around.
- Feed everyone beforehand, and bring backup snacks that won't stain, like crackers or apple slices. Skip anything bright red or chocolatey.
- Save a special treat for afterward. A promised trip for ice cream or to the playground works better than a bribe dangled all hour.
- Talk it up, lightly. Tell kids they're going on an adventure with a friend who has a camera, not to a "photo shoot" where they must behave.
- Bring a comfort item. A favorite toy or blanket can help a shy child settle, and it often makes a sweet detail shot.

And the most important one: let them be themselves. Kids can sense when grown-ups are anxious about getting it "right". When you relax, they relax, and that's when the real expressions show up.

If you'd like help planning a session around your kids' routines, I'm happy to talk it through.

→ Plan around nap time: {{scheduling_link}}

Happy planning,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "Your toddler won't sit still? Here's why that's okay",
    body: `Hi {{firstName}},

If you're worried your toddler will run off, refuse to smile or spend the session upside down, let me put your mind at ease: that's completely normal, and it's often where the best pictures come from.

Toddlers aren't built to sit still and say cheese, so I don't ask them to. Instead I work with their energy:

- I let them run, then ask you to catch them and swing them up high
- I turn posing into games, like "Can you squeeze your grown-up so tight they squeak?"
- I get down to their level and let them peek through my camera for a moment
- I keep the "everyone look here" moments short and save them for when they're fresh

Parents are often surprised by which photos they love most: the ones where their child is mid-wriggle, arching away, or laughing so hard their eyes disappear. Those are the photos that look like your real life at that age.

What helps most is you staying relaxed. If your little one melts down, we take a break, have a snack and try again. I plan for it, so there's nothing to apologize for.

Until next time,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "What to wear for family photos (without everyone matching)",
    body: `Hi {{firstName}},

"What should we wear?" is the question I get most, so let's sort it out.

The old advice was white shirts and jeans for everyone. It works, but it can look a bit like a uniform. I suggest coordinating instead of matching, which simply means choosing clothes that look good together.

An easy way to start:

- Pick a palette of three or four colors, like cream, rust and denim, or sage, navy and soft gray
- Dress the person who's hardest to shop for first, then build everyone else around them
- Mix textures: knits, linen, corduroy or a chunky cardigan add depth
- Avoid logos, big text and cartoon characters, which pull the eye away from faces
- Choose clothes you can move in, sit on the ground in and lift a child in

If your session falls in a colder month, layers and knits photograph beautifully. In warmer weather, light, breathable fabrics keep everyone comfortable and happy.

One tip I love: start with your home. If you're dreaming of a big print for the living room, colors that suit the space will make the finished piece feel like it belongs there.

Once we've set a date, I'm always glad to look over a few outfit options with you.

→ Chat about outfits and colors: {{scheduling_link}}

Cheers,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Naps, golden hour and the best time of day for family photos",
    body: `Hi {{firstName}},

Two things decide the timing of a family session: the light and your kids' routine. When both line up, everything feels easier.

The light first. Outdoors, the hour or so before sunset, often called golden hour, gives soft, warm light that flatters everyone and keeps little eyes from squinting. Early morning can be lovely too. Midday sun is the hardest: harsh shadows, squinting, and everyone gets hot.

Now the routine. Golden hour is wonderful, but not if it lands right on top of dinner and bedtime for a toddler. So I'll ask questions like these:

- When does your youngest nap, and for how long?
- Who's at their best in the morning, and who fades by late afternoon?
- What time do meals usually happen?

If your session falls in summer, golden hour can come quite late, so a morning session might suit younger children better. In winter it arrives early, which can fit nicely between the end of the school day and dinner.

For sessions at home, I look at where the windows are and when the light pours through them.

The goal is the best light with the happiest version of your family. There's usually a sweet spot, and finding it is part of my job.

Kind regards,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "At home or outdoors? Choosing a spot that feels like your family",
    body: `Hi {{firstName}},

Where we photograph your family shapes the whole feel of your images, so it's worth a little thought.

Sessions at home are some of my favorites. Kids are comfortable in their own space, and the details become part of the story: the couch where bedtime stories happen, the kitchen counter where pancakes get flipped, the bed everyone piles into on a weekend morning. You don't need a perfect house. A tidy corner with good window light is plenty.

Outdoor sessions give everyone room to run and play. A few ideas to consider:

- A park or open field with long grass and trees for shade
- A beach, lake or riverbank, if you don't mind sandy toes
- A trail, garden or orchard, depending on the season
- Somewhere meaningful, like a grandparent's backyard or your favorite family walk

The best locations share a few things: gentle light or open shade, space for kids to move, and not too many people wandering through.

Not sure what's near you? That's part of what I help with. Tell me a bit about your family and I'll suggest a few spots that suit you.

→ Find a location together: {{scheduling_link}}

Warm wishes,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "How I get real laughter from your family (not forced smiles)",
    body: `Hi {{firstName}},

You know the photo where everyone says "cheese" and the kids produce something between a grimace and a growl? We're not doing that.

Real laughter looks completely different from a posed smile. Eyes crinkle, shoulders move, people lean into each other. So I spend most of a session creating reasons to laugh rather than asking for smiles.

A few things from my bag of tricks:

- Asking kids to show me their very worst "stinky feet" face
- Whisper games, where a child whispers something silly in a grown-up's ear
- A "don't you dare smile" challenge, which nobody ever wins
- Getting the grown-ups to tickle, spin or chase, then photographing the aftermath
- Getting something completely wrong on purpose so the kids can correct me

I also give grown-ups small, natural prompts, like walking together while you talk about a favorite family memory, or resting your forehead against your child's. Those moments bring out the quieter, tender expressions that sit beautifully alongside the giggles.

You don't need to be funny or outgoing for this to work. You only need to be willing to play a little. Leave the rest to me.

With a smile,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "When your teenager really doesn't want to be in family photos",
    body: `Hi {{firstName}},

If you have a teenager who rolled their eyes when you mentioned family photos, you're in very good company. It's one of the most common worries parents share, and it's very workable.

A few things help:

- Give them a say. Let them choose their own outfit within the palette, or pick part of the location.
- Keep it short for them. I can photograph the younger kids first and bring teens in for a focused stretch.
- Don't ask them to smile. I talk to teens like the near-adults they are, and real expressions tend to follow.
- Offer them something. Many teens warm up once they know they'll get a few good portraits of their own.
- Skip the lecture in the car. A calm arrival beats a big talk about behaving.

I also leave out the cheesy stuff with older kids. No forced hugs, no cringe-worthy poses. Instead I ask for things that feel natural: walking side by side, sharing a private joke, a hand on a shoulder.

And it's worth remembering that the teenager who grumbles the whole drive is often the one who asks for the photos later. These years go fast, and having them in the frame matters.

→ Talk through your session ideas: {{scheduling_link}}

Best wishes,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "To the parent who is always behind the camera",
    body: `Hi {{firstName}},

In many families there's one person who takes all the photos. They capture the birthdays, the first steps and the beach days, and years later there's barely a picture of them in any of it.

If that's you, this note is for you.

I hear all the reasons: "I don't feel ready," "I hate how I look in photos," "I'll just be in one or two." I understand every one. But your children won't look at these images and see the things you worry about. They'll see you, holding them, laughing with them, being their person.

A few things I do to make it easier:

- I guide you into natural, flattering positions, so you never have to wonder what to do with your hands
- I focus on connection, so you're looking at your kids, not stiffly at the lens
- I make sure there's plenty of time for you, not only the children
- I'm glad to hear beforehand about anything you feel self-conscious about

You don't need to feel camera-ready. You only need to show up.

And if you're a solo parent who always ends up behind the phone, this matters even more. A photo of just you and your kids can be the hardest one to get. Let's change that.

You've got this,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Bringing grandparents and the whole crew into your family photos",
    body: `Hi {{firstName}},

Some of the most treasured photos a family owns include grandparents. Those images get framed, copied for every branch of the family, and looked at for decades.

If you're thinking of including grandparents, aunts, uncles or cousins, here's how to make it smooth:

- Start with the big group while everyone is fresh and clothes are still clean
- Then break into smaller groups: each household, grandparents with all the grandkids, siblings together
- Give older relatives a comfortable spot to sit, and choose a location without long walks or steep paths
- Share the color palette with everyone ahead of time so the group looks cohesive
- Make a short list of must-have combinations so no one is forgotten

Timing matters more with a larger group. Extended-family sessions often happen when everyone is already together, like a holiday visit or a reunion, so it's worth booking early if there's a particular weekend in mind.

One quiet suggestion: ask for a simple portrait of each grandparent with each grandchild. Those are often the pictures families treasure most, sometimes sooner than anyone expects.

If a multi-generation session sounds right for your family, let's look at dates.

→ Check dates for a family gathering: {{scheduling_link}}

With gratitude,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "Can we bring the dog to our family session? (Yes, please.)",
    body: `Hi {{firstName}},

If your dog is part of the family, they belong in your family photos. I love including pets, and a few simple steps make it go well.

- Bring a helper if you can. A friend, neighbor or sitter whose only job is the dog lets everyone else be in the frame without holding a leash all the time.
- Exercise them first. A good walk or a game of fetch beforehand takes the edge off.
- Pack treats and a squeaky toy. They're also my secret weapon for getting the dog to look toward the camera.
- Choose a thin, plain leash. It's far less distracting in photos than a bright, chunky one.
- Think about their comfort. Hot pavement, crowded parks and long sessions can be a lot for some pets.

I usually plan for the dog to join for part of the session, then rest in the shade with your helper or head home. That way they're part of the story without running the whole show.

Kids and dogs together are pure joy to photograph. A child leaning into a big furry shoulder, or a puppy licking a toddler's face mid-giggle, says everything about a family.

Best,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "Want family photos for your holiday cards? Here's the timing",
    body: `Hi {{firstName}},

If you'd like family photos for holiday cards this year, a little planning now saves a scramble later.

The short version: book a couple of months before you want to send cards. Fall is one of the busiest times of year for family photographers, and the prettiest weekends tend to fill first.

The steps between session and mailbox look something like this:

- The session itself, early enough to leave breathing room
- Editing, and choosing your favorite images from your gallery
- Designing the card, then printing and shipping it
- Addressing envelopes, the part everyone forgets to budget time for

A few things I keep in mind for card-worthy images:

- I capture both horizontal and vertical options, since card layouts vary
- I leave some open space in a few frames for your greeting
- We choose outfits that suit the season you're sending in, not only the day we shoot

And if your family sends cards for a different holiday, a New Year greeting, or no particular occasion at all, the same advice applies: work backward from the date you'd like them in people's hands.

→ Find a date before the rush: {{scheduling_link}}

Speak soon,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "Blended, growing or brand new: every family belongs in the frame",
    body: `Hi {{firstName}},

Families come in every shape. One parent or two, grandparents raising grandkids, a blended household still finding its rhythm, a family that just grew by one, or a group of people who chose each other. Whatever yours looks like, it deserves to be photographed as it is.

When we plan, I'll simply ask who's in your family and what matters most to you. A few things I keep in mind:

- In a blended family, new siblings may not feel close yet. I start with easy, playful group moments rather than forced hugs, and let connection show up naturally.
- Every relationship can have its own frame if you'd like: each child with each grown-up, siblings together, the whole group.
- If someone important can't be there, we can talk about a quiet way to include them, like a place they loved or something that belonged to them.
- If shared custody or travel makes timing tricky, we'll find a date that works around it.

There's no "standard" family photo I'm trying to recreate. I want pictures that look like you: the people at your table, the way you lean on each other, the inside jokes.

If there's anything you'd like me to know before we talk, just reply. I'd genuinely love to hear about your people.

Warmly,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "Please don't leave your family photos on your phone",
    body: `Hi {{firstName}},

Here's a gentle confession: the part of my work I care about most happens after the session, when photos leave the screen and land on your walls.

So many families have thousands of pictures on their phones and almost none they ever see. Files get buried, phones get replaced, cloud accounts get forgotten. A print on the wall gets seen every single day, by you, by your kids and by everyone who visits.

A few ideas families love:

- One large print in the room where you gather, above the couch or the dining table
- A gallery wall that tells the story of the session, from the big group to the small details
- An album for the coffee table, which kids pull out again and again
- Small prints for grandparents and anyone else who would treasure them
- A print in each child's room, so they grow up seeing themselves as part of the family

Children notice those photos more than we think. Seeing themselves on the wall, held and laughing, quietly tells them they belong.

When you get to that stage, I'm happy to help you choose sizes and spots so the images fit your home. For now, maybe take a look around and notice which wall is waiting for something.

Yours truly,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "Why some families make portraits a once-a-year tradition",
    body: `Hi {{firstName}},

Some families book portraits once a year, around the same time, often in the same spot. I think it's one of the loveliest traditions a family can have.

Here's why it works so well:

- You get a record of growth: the baby who was carried last year is running this year
- Kids come to expect it, so each session feels easier and more relaxed than the last
- Everyone is in the frame at least once a year, including the person who usually takes the photos
- You never have to wonder whether you "should" do family photos; it's simply what you do

A few ideas to make it your own:

- Choose a season that feels like yours, whether that's spring blossoms, summer evenings, fall leaves or a cozy winter session at home
- Repeat one shot every year, like everyone on the same bench or the kids lined up by height
- Keep a small album or a row of frames that grows one image at a time

It doesn't need to be elaborate. The magic comes from repetition, from seeing the same people grow and change against the same backdrop.

If you like the idea, we could make this year the first one.

→ Start a yearly tradition: {{scheduling_link}}

All my best,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "Five easy ways to take better everyday photos of your kids",
    body: `Hi {{firstName}},

A professional session is wonderful, but most of your family's story happens on ordinary days, and those deserve good pictures too. Here are a few easy ways to improve your own phone photos, starting today.

- Turn off the overhead lights and move closer to a window. Soft side light is the single biggest upgrade.
- Get down to your child's eye level. Kneel, sit on the floor, lie in the grass.
- Photograph what they're doing, not only their faces: the block tower, the muddy boots, the book they're lost in.
- Use burst mode for action, keep the one frame where everything lines up, and delete the rest.
- Hand the phone over. Ask someone to take a few of you with your kids, even on a messy afternoon.

One bonus habit: once a month, pick your five favorite photos and actually do something with them. Print them, send them to a grandparent, or add them to a simple photo book. Small habits keep memories from disappearing into the camera roll.

These tips won't replace a session where the whole family is in the frame, but they'll help you catch the in-between moments in a way you'll love.

Happy snapping,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "What if it rains on family photo day?",
    body: `Hello {{firstName}},

A question parents often ask, usually while glancing nervously at a forecast: what happens if the weather doesn't cooperate?

The honest answer is that we'll work it out together, and it's rarely as stressful as it sounds.

A few things worth knowing:

- Overcast days are actually great for photos. Clouds act like a giant softbox, so the light is even and nobody squints.
- Light drizzle can be beautiful, especially with an umbrella, rain boots and puddles to jump in.
- If it's pouring, or too windy, hot or cold for little ones, we'll talk through the options: a new date, an at-home plan or a shorter session.
- It helps to have a backup in mind. If we choose an outdoor spot, it's smart to know where you'd go if the sky opens up.

If your session falls in winter, plan on layers, mittens and a warm drink waiting in the car. In summer, bring plenty of water and aim for early or late in the day to avoid the heat.

What I never want is a family pushing through a miserable hour just because a date was on the calendar. Happy, comfortable kids matter more than any particular day.

Take care,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "Family milestones worth a session (beyond the obvious ones)",
    body: `Hi {{firstName}},

Sometimes the hardest part of planning family photos is choosing a moment. So here's a short list of milestones that make a session feel especially meaningful, in case one of them is coming up for you.

- A new baby joining the family, or a child becoming a big brother or sister
- Moving out of the home where your kids learned to walk
- A first day of school, or a last year before someone leaves home
- A grandparent's visit, or a milestone birthday for someone you love
- An adoption, two households becoming one, or a new pet
- The end of a hard year, and the wish to mark a fresh start

And then there's the quieter reason: nothing special is happening, and you'd like to remember what ordinary life looks like right now. That counts too, and it may be the best reason of all. Ordinary seasons are the ones we forget first.

If something on this list made you pause, it might be worth a short conversation. I'd love to hear what's on your mind, even if you're not ready to pick a date.

→ Chat about your next chapter: {{scheduling_link}}

Warm regards,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "A simple night-before checklist for family photo day",
    body: `Hi {{firstName}},

Whenever your session happens, whether it's weeks away or still just an idea, here's a little checklist to save for the night before. It keeps the day calm, and calm grown-ups make for happy photos.

- Outfits laid out and steamed, with a spare top for the youngest
- Shoes that suit the location and that little feet can actually walk in
- Snacks that won't stain, plus water for everyone
- Wipes, tissues and a small hairbrush
- A comfort toy or blanket for anyone who needs one
- Treats and a towel for the dog, if they're coming
- A small reward planned for afterward, for kids and grown-ups alike
- Phone charged, keys found, directions checked

On the day itself, try to leave a little early. Rushing is the fastest way to start a session frazzled. Arriving a few minutes ahead lets the kids explore and stretch their legs before we begin.

And please don't chase perfection. A bit of messy hair or a grass-stained knee is part of the charm, and those are often the details you'll smile at years from now.

Rooting for you,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "The little things you'll miss most, and how to keep them",
    body: `Hi {{firstName}},

Ask any parent of grown children what they miss, and it's rarely the big events. It's the small, daily things that slipped away without anyone noticing.

A few of those things, in case you'd like to hold on to them:

- Chubby hands, and the way they grab your finger
- The bedtime routine, exactly as it is now
- Their handwriting and drawings, taped to the fridge
- The toy, blanket or stuffed animal that goes everywhere
- The words they say slightly wrong, which you'll want to hear again
- Freckles, missing teeth, the cowlick that won't lie flat

Some of these belong in a family session. I love making time for close-ups of hands, feet and small details, and I'll happily photograph a favorite toy or a well-loved corner of your home.

Others are easier to keep yourself. Record a short video of your child telling a story. Save one drawing a month in a folder. Write down the funny things they say before you forget them.

None of it needs to be perfect. It just needs to be kept.

Fondly,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "Thank you, {{firstName}}, and my door is always open",
    body: `Dear {{firstName}},

It's been about a year since you first reached out about family photos, and this is the last of my planning notes. Thank you for letting me share them with you.

I hope a few of them were useful: a snack tip that saved an afternoon, an idea for outfits, or simply the reminder that you belong in the photos too.

Family life is full, and plans change. Maybe the timing wasn't right, maybe you found another way to capture this season, or maybe photos are still on your list for "someday". All of that is completely okay.

If someday arrives, I'd be truly glad to hear from you. Whether it's a new baby, a move, a milestone birthday, or just the feeling that the kids are growing faster than you can keep up with, my door is open. Reply to this e-mail anytime, or pick a time to talk.

→ Say hello anytime: {{scheduling_link}}

Until then, I hope your days are full of the messy, noisy, wonderful moments that make a family. They're worth noticing, with or without a camera.

With warm wishes,
{{businessName}}`,
  },
];
