/** COMMERCIAL: 24 prewritten drip e-mails for a business client commissioning commercial photography. */
import type { DripEmailSource } from "./email-source.js";

export const COMMERCIAL_SEQUENCE: DripEmailSource[] = [
  {
    day: 0,
    subject: "Thanks for reaching out about photography for your business",
    body: `Hi {{firstName}},

Thank you for getting in touch about photography for your business. I know inquiries like this usually sit on a busy desk between a dozen other priorities, so I'll keep this short and useful.

Here's what happens next. Before I suggest anything, I like to understand what the images need to do: where they'll be used, who they're for, and what isn't working with the photos you have now. That one conversation usually answers most of the questions on both sides.

If it helps to prepare, these are the things I'll ask about:

- What you're promoting and who you want to reach
- Where the images will appear: website, ads, social, print or press
- Any deadlines, launches or events the photos need to support
- Brand guidelines, or past shoots you liked (or didn't)

You don't need polished answers. Rough notes are plenty, and "we're not sure yet" is a perfectly good starting point.

→ Book a short intro call: {{scheduling_link}}

Over the coming months I'll also send the occasional note with practical advice on planning commercial photography: briefs, usage rights, headshot days and more. Keep what's useful and skip what isn't.

Best,
{{businessName}}`,
  },
  {
    day: 15,
    subject: "How a commercial shoot with me runs, from first call to final files",
    body: `Hi {{firstName}},

When you're accountable for a budget, it helps to know exactly what you're signing up for. So here's how a typical commercial project runs with me.

Discovery. We talk through your goals, your audience and where the images will be used. I ask a lot of questions at this stage, because good answers now save money later.

Proposal. I send a written quote that spells out scope, deliverables and usage, so you can share it internally without having to translate it.

Pre-production. We agree on a shot list, locations, styling, people and a schedule for the day. Most of the real work happens here.

The shoot. I run the day to the plan, keep an eye on the clock, and make sure the must-have shots are done before we get creative.

Selection and editing. Your team reviews the images and chooses favorites, and I retouch the selects to match your brand.

Delivery. You receive files sized and organized for each place they'll be used, along with a clear note on what your license covers.

None of this is complicated, but having it written down means fewer surprises for you and for anyone who has to sign off on the spend.

If you'd like to see how these steps would look for your own project, just reply to this e-mail and I'll sketch it out.

Thanks,
{{businessName}}`,
  },
  {
    day: 30,
    subject: "Seven questions to ask any commercial photographer before you hire",
    body: `Hi {{firstName}},

Whether you end up working with me or with someone else, you deserve a clear picture of what you're buying. These are the questions I'd ask if I were in your seat:

- Who owns the images, and what exactly am I licensed to do with them?
- What's included in the quote, and what would cost extra?
- Who handles pre-production and planning?
- Who else will be on set, and who arranges them?
- How many rounds of feedback and retouching are included?
- Which file formats and sizes will we receive?
- What happens if the shoot day has to move?

A good photographer will answer all of these plainly and put the answers in writing. If the replies are vague, that vagueness tends to resurface later as an unexpected invoice or a question about usage.

I'd also look past the highlight reel. Ask to see a full set of images from a single project. Consistency across thirty frames tells you more than one striking hero shot.

If you'd like my answers to any of these for your specific project, let's talk. Fifteen minutes on a call can save a week of back-and-forth e-mails.

→ Ask me your questions: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 45,
    subject: "How to write a one-page creative brief for your photo shoot",
    body: `Hi {{firstName}},

The single most useful thing you can do before any shoot is write a brief. It doesn't need to be a polished agency document. One page is enough, and it makes every later decision faster and cheaper.

Here's what I'd put on that page:

- Objective: what these images need to achieve, in one sentence
- Audience: who will see them, and what they should feel or do
- Usage: every place the images will appear, now and later in the year
- Must-haves: the handful of shots you can't leave without
- Look and feel: three to five reference images, plus what to avoid
- Practicalities: locations, people, products, dates and approvers

The objective line matters most. "Fresh photos for the website" is a start. "Photos that show we're a friendly, local team, so visitors trust us enough to call" gives everyone something to aim at.

The "what to avoid" part is underrated. Knowing that you dislike stiff group lineups or very moody lighting saves a lot of guesswork.

Once you have a draft, share it with whoever signs off on the project. Getting their comments on one page now is far easier than getting them on a finished gallery later.

If you'd like, send me your rough notes and I'll help shape them into a brief you can circulate.

All the best,
{{businessName}}`,
  },
  {
    day: 60,
    subject: "Plan your shot list around where each image will live",
    body: `Hi {{firstName}},

A common reason business photos go unused is simple: they were taken without a clear idea of where they'd end up. A beautiful horizontal image is no help when your ad slot needs a tall vertical with room for text.

So I build shot lists backward, starting from each placement:

- Website banners: wide frames with calm space for headlines
- Social feeds and stories: vertical crops, close details, candid moments
- Paid ads: simple compositions that still read at thumbnail size
- Press and media kits: clean headshots and a few strong environmental portraits
- Print and signage: high-resolution files with room to crop

For each placement we note the orientation, how many images you need, and whether text will sit on top. That turns a vague wish list into a practical plan for the day.

It helps with budget, too. When you can see that one setup covers a website banner, two social posts and an ad, it's much easier to explain the value of the shoot to anyone who needs convincing.

If you send me a list of where your images will appear over the next year, I can sketch a shot list from it with you on a call.

→ Plan a shot list together: {{scheduling_link}}

Best regards,
{{businessName}}`,
  },
  {
    day: 75,
    subject: "Usage rights and licensing for business photos, in plain English",
    body: `Hi {{firstName}},

Licensing is the part of commercial photography that confuses people most, so here's the short version.

In most commercial work, the photographer keeps the copyright and grants your business a license to use the images. The license describes how you can use them, and it usually covers three things:

- Media: website, social, paid ads, print, packaging and so on
- Duration: a set period, or open-ended
- Territory and exclusivity: where the images can run, and whether anyone else can license them

Why not simply hand everything over? Because usage is one of the things that shapes the price. Photos for an internal newsletter carry very different value from photos on a national ad campaign, and licensing lets the fee match how the images will actually be used. That often makes smaller projects more affordable.

A few practical tips:

- Mention every use you can foresee, even the "maybe later" ones
- Ask how extending the license works if your plans grow
- Check whether partners, agencies or resellers will need the images too
- Keep the license somewhere your whole team can find it

The goal is no surprises. When the terms are written clearly up front, you can use your images with confidence and never wonder whether a new campaign is covered.

If you'd like me to explain how licensing would work for your plans, just reply and ask.

Thanks,
{{businessName}}`,
  },
  {
    day: 90,
    subject: "What a commercial photography quote usually includes, line by line",
    body: `Hi {{firstName}},

If you've collected a few quotes for commercial photography, you've probably noticed they can look very different. That's usually because they're structured differently, not because one photographer is being unreasonable.

Here's what a thorough quote tends to include:

- Creative fee: the photographer's time for planning, shooting and direction
- Usage license: how, where and for how long you can use the images
- Pre-production: scouting, shot lists, casting and scheduling
- Crew: assistants, stylists, hair and makeup, as needed
- Production costs: location fees, props, rentals and travel
- Post-production: editing, retouching and file preparation

Some quotes bundle these together; others itemize every line. Neither is wrong, but an itemized quote makes it easier to compare like with like and to see where you could trim.

If your budget is fixed, say so early. A good photographer can usually shape a project to fit, perhaps by reducing the number of setups, simplifying the styling or splitting the work into phases, rather than cutting corners on the images that matter most.

And if anything on a quote isn't clear, ask. You should be able to explain every line to your finance team without guessing.

→ Talk through scope and budget: {{scheduling_link}}

Regards,
{{businessName}}`,
  },
  {
    day: 105,
    subject: "Why scouting and pre-production save money on shoot day",
    body: `Hi {{firstName}},

The most expensive hours of any shoot are the ones on set, with people, equipment and sometimes a whole crew on the clock. Every decision made before that day is money saved.

That's why I put real time into pre-production. On a typical project, it means:

- Visiting the location, or reviewing photos and floor plans if a visit isn't possible
- Checking where the light falls at different times of day
- Confirming power, parking, access and any building rules
- Grouping setups in the schedule so lights only move when they must
- Making sure products, props and wardrobe are ready and approved

Here's a generic example of how it plays out. A team plans to shoot in their office, counting on the big windows to do the work. A scout shows that the best light only reaches that side in the morning, and the afternoon is all glare. So the portraits move to the morning, the product shots move to an inner room with controlled lighting, and the day runs on time instead of stalling.

None of that is glamorous. But it's the difference between a calm day that delivers everything on the list and a rushed one that leaves gaps you pay to fill later.

If your shoot involves a location you haven't photographed before, that's worth a conversation early on.

Best,
{{businessName}}`,
  },
  {
    day: 120,
    subject: "How to run a team headshot day without disrupting the whole office",
    body: `Hi {{firstName}},

Team headshots sound simple until you're trying to get thirty people in front of a camera on a working day. With a little planning, the day can be quick, smooth and even enjoyable.

What works well:

- Book short, staggered time slots so nobody waits around
- Share the schedule early, ideally as a simple sign-up sheet
- Send wardrobe guidance: solid colors, nothing too busy, a spare top
- Set up in a quiet room close to where people work
- Plan a catch-up slot for anyone who's out sick or traveling

I set up the lighting before the first person arrives and keep it consistent all day, so every headshot matches, whether it's the first or the fortieth. That consistency matters more than most people expect once the photos sit side by side on a team page.

Most people don't love being photographed. I keep each session relaxed and brief, show people a frame or two on the back of the camera, and make sure they walk away feeling good about it.

If your team includes remote staff or you hire often, we can also talk about how to match the look later, so new faces fit in seamlessly.

→ Plan your team headshot day: {{scheduling_link}}

Cheers,
{{businessName}}`,
  },
  {
    day: 135,
    subject: "Building a year of brand content from one well-planned shoot",
    body: `Hi {{firstName}},

One of the most common frustrations I hear from marketing teams is running out of good images halfway through the year. The content calendar gets hungry, stock photos creep back in, and the brand starts to look generic.

The fix is to plan a shoot as a library, not a one-off. Instead of asking "what do we need for the launch?", ask "what will we need to post, publish and advertise over the next twelve months?"

A useful library usually mixes:

- Hero images for your website and major campaigns
- People at work: process, conversations, hands and details
- Products or services shown in several settings and crops
- Flexible moments that aren't tied to one time of year
- Textures, close-ups and backgrounds that work behind text

Variety within a consistent look is the goal: the same light, color palette and mood across everything, with enough range in composition that you're never posting the same picture six times.

I also suggest a simple folder structure once the files arrive, sorted by use rather than by date. It makes it far easier for anyone on the team to find the right image quickly, even months later.

If you're mapping out content for the year ahead, I'd be glad to help turn that plan into a shot list.

Warm regards,
{{businessName}}`,
  },
  {
    day: 150,
    subject: "Keeping your photography consistent with your brand guidelines",
    body: `Hi {{firstName}},

Brand guidelines usually cover logos, fonts and colors in detail, then say very little about photography. That gap is where brands drift: one campaign is bright and airy, the next is dark and moody, and the website ends up feeling like three different companies.

Before a shoot, I like to translate your guidelines into photographic decisions:

- Light: soft and natural, or crisp and directional?
- Color: which brand colors should appear in wardrobe, props or backgrounds?
- People: posed and polished, or candid and in the moment?
- Framing: lots of open space, or tight and energetic?
- Editing: warm or neutral tones, and how much contrast?

If your guidelines don't mention photography yet, a shoot is a great chance to define it. Afterward, a short page with a few example images and plain rules gives your team, agencies and future photographers something to follow.

It's worth sharing the guidelines with everyone on set, too: stylists, hair and makeup, and whoever is choosing props. Small things, like a shirt color that clashes with your palette, are much easier to catch before the first frame than in retouching.

If you'd like a second pair of eyes on how well your current images match your brand, I'm happy to take a look.

→ Review your brand imagery: {{scheduling_link}}

Best,
{{businessName}}`,
  },
  {
    day: 165,
    subject: "Model and property releases: what your business needs to know",
    body: `Hi {{firstName}},

Releases aren't the exciting part of a shoot, but they protect your business, so here's a quick overview. This is general guidance rather than legal advice; your own counsel has the final word.

A model release is a signed agreement from anyone recognizable in an image, giving permission to use their likeness. For commercial and advertising use you'll almost always want one, and that includes your own employees, not just hired models.

A property release covers recognizable private property: a distinctive interior, a customer's home, artwork, or sometimes a branded item that isn't yours.

A few practical points:

- Collect releases on the day, before people leave; chasing them later is painful
- Make sure the release wording covers the uses in your license, including ads
- Think ahead about what happens to images when an employee moves on
- Check whether a location has its own rules about photography
- Store signed releases with the image files, not in someone's inbox

On my shoots, releases are part of the day's checklist, so the paperwork doesn't fall on you. It does help to know in advance who will appear in the photos and where we'll be shooting.

If you're planning to photograph staff, customers or a space you don't own, let's make sure the paperwork is covered from the start.

With thanks,
{{businessName}}`,
  },
  {
    day: 180,
    subject: "Stylists, art directors and assistants: who's on set and why",
    body: `Hi {{firstName}},

When people picture a commercial shoot, they often imagine a photographer with a camera and nothing else. Sometimes that's exactly right. For bigger or more polished projects, a small team makes a visible difference.

Here's who might join, and what each person does:

- Art director: owns the creative vision and makes the calls on the day
- Prop or set stylist: sources and arranges everything in the frame
- Wardrobe stylist: makes sure clothing looks intentional and on-brand
- Food stylist: keeps dishes fresh and appetizing under the lights
- Hair and makeup artist: helps people look like their best selves on camera
- Photo assistant: keeps the day moving so the photographer can focus

You won't need all of them. A headshot day might only need hair and makeup touch-ups; a product shoot might only need a prop stylist. Part of planning together is deciding where extra hands will show in the images and where they won't.

If your agency or in-house team already has an art director, that's great. I like to agree early on who approves shots on set, so decisions are quick and nobody is second-guessing them later.

Whatever the crew looks like, my job is to keep it calm, organized and focused on your shot list.

→ Talk about your shoot team: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 195,
    subject: "Approvals and feedback rounds without the endless revisions",
    body: `Hi {{firstName}},

Most delays in commercial photography don't happen on shoot day. They happen afterward, when images bounce between stakeholders and nobody is quite sure who has the final say.

A little structure keeps things moving:

- Name one person to gather feedback and send it as a single list
- Agree on who signs off before the shoot, not after it
- Set a date for selections so the project doesn't stall
- Keep comments specific: "warmer skin tones" beats "make it pop"
- Confirm up front how many retouching rounds are included

On set, I'm glad to have a decision-maker review frames as we go. Raising a concern while the lights are still up is far cheaper than reshooting later.

For selections, an online gallery where your team can mark favorites and leave notes works well. If several people are reviewing, ask each of them to shortlist on their own first, then have one person reconcile the lists.

Clear feedback is a gift to any creative. It means the final images look the way you pictured them, and you spend less time in long e-mail threads getting there.

If a past project got stuck in revisions, tell me what happened. We can plan around whatever made it difficult.

Thanks so much,
{{businessName}}`,
  },
  {
    day: 210,
    subject: "File formats and sizes: what you'll receive and why it matters",
    body: `Hi {{firstName}},

Receiving your final images should be the easy part. Yet it's surprisingly common for a team to get beautiful files that are the wrong size for half the places they're needed. So I plan deliverables around your real uses.

Typical deliverables include:

- High-resolution files for print, press and large displays
- Web-optimized versions that load quickly without looking soft
- Crops for specific placements, such as vertical social posts and wide banners
- Clear file names so your team can search and sort them
- The right color profile for each use, since print and screens handle color differently

If you work with a web developer or agency, ask them for exact dimensions in advance. Knowing that your homepage banner needs a very wide crop, for instance, changes how I frame the shot on the day, not just how it's exported afterward.

One tip for after delivery: keep the full-resolution originals somewhere safe and backed up, and share the web versions for everyday use. It stops oversized files from slowing down your site and keeps the originals protected.

If you'd like to work out which formats your channels need, I'm happy to put together a checklist with you.

→ Plan your deliverables: {{scheduling_link}}

Best,
{{businessName}}`,
  },
  {
    day: 225,
    subject: "Getting your products, food and spaces ready for the camera",
    body: `Hi {{firstName}},

If your shoot includes products, dishes or an interior, a little preparation makes a big difference to the final images and to the time spent on retouching.

For product shoots:

- Send the most flawless samples you have, plus a spare or two
- Leave protective film on until we're on set, so nothing gets scratched
- Tell me which features matter most, so the lighting can show them off

For food:

- Plan to cook in batches, so each plate is fresh when it's photographed
- Have a stand-in plate ready for lighting while the hero plate is finished
- Add delicate garnishes at the last moment; they wilt quickly under lights

For interiors:

- Clear away cables, paperwork and personal items
- Check that every bulb works and that they all match in color
- Decide whether the space should look busy with people or calm and empty

If the season matters for your space, say a patio that looks best in summer or a dining room that feels coziest in winter, factor that into when we schedule.

Small details in a room become big details in a photo. An hour of tidying is cheaper than an hour of retouching.

Cheers,
{{businessName}}`,
  },
  {
    day: 240,
    subject: "Event photography your marketing team can actually use",
    body: `Hi {{firstName}},

Event photos often end up as a gallery of people holding drinks: nice for attendees, but not much help to your marketing team. With a bit of planning, the same event can supply months of useful content.

Before the event, I'd ask you for:

- A run of show with the moments that matter, such as keynotes, awards or a launch
- A list of VIPs, sponsors and speakers who must be photographed
- Any branding, signage or products that should appear in shots
- Where the images will be used, so I shoot the right orientations
- A contact on the day who can help find people quickly

On the day, I balance the big moments with the in-between ones: audience reactions, hallway conversations, and the details your team spent weeks on. Those candid frames are often the ones that do best on social.

If you need images for same-day posting or a press release, let's plan it in advance. Delivering a small selection quickly is usually possible, but it changes how the day runs, so it's worth agreeing on beforehand.

It's also worth a short note at registration letting guests know photography is taking place, so everyone is informed.

If you have an event on the calendar, even a tentative one, it's not too early to talk.

→ Talk about your event: {{scheduling_link}}

Best wishes,
{{businessName}}`,
  },
  {
    day: 255,
    subject: "How to measure what new photos do for your campaigns",
    body: `Hi {{firstName}},

If you're accountable for marketing spend, "the new photos look great" isn't quite enough. The good news is that the impact of better images is often measurable, as long as you plan for it.

A few approaches that work for businesses of any size:

- Record a baseline before new images go live: conversions, click-throughs, engagement
- Swap images on one page or ad at a time, so you can see the effect
- Run a simple split test in your ad platform: same copy, different photo
- Track how often your team reaches for stock photos before and after
- Ask sales and customer-facing staff what prospects mention

Not everything shows up in a dashboard. A stronger team page might not move a metric you track, yet it can make a prospect more comfortable picking up the phone. Both kinds of evidence are worth collecting.

It helps future budgets, too. When you can show that a photo-led ad outperformed the old version, the case for the next shoot almost writes itself.

I'm always curious how images perform after delivery, because what we learn shapes the next shoot. If you'd like to plan a project with measurement built in from the start, just reply and we'll set up a time.

All my best,
{{businessName}}`,
  },
  {
    day: 270,
    subject: "Quarterly refresh shoots: a lighter way to keep brand imagery current",
    body: `Hi {{firstName}},

It's been a while since you first reached out, so I hope things are going well on your side. I wanted to share one idea many businesses find useful: the refresh shoot.

Instead of one big production every few years, a short session each quarter or season keeps your imagery current without a large one-time cost. Each refresh might cover:

- New team members, so your website stays accurate
- New products, menus or services as they launch
- Seasonal content for social and e-mail campaigns
- A few new hero images once the old ones start to feel tired

Because the look is already defined after a main shoot, refreshes are quicker to plan. The lighting style, editing and shot types are familiar, so the focus is purely on what's new.

It also spreads the spend across the year, which can be easier to get approved than one large line item.

And if a full project isn't in the plans right now, a refresh-style approach can be a sensible place to begin.

→ Chat about a refresh plan: {{scheduling_link}}

Warmly,
{{businessName}}`,
  },
  {
    day: 285,
    subject: "A 20-minute audit of the business photos you're using right now",
    body: `Hi {{firstName}},

Here's a small exercise that's worth doing whether or not you're planning a shoot soon. Set aside twenty minutes, open your website and social profiles side by side, and ask yourself:

- Do these images look like they came from one company?
- Are the people pictured still on the team?
- Do any products, spaces or uniforms look out of date?
- Are we using stock photos a competitor could be using too?
- Is there a page where we skipped an image because nothing suitable existed?

Jot down what you find. It doesn't need to be formal; a few notes in a shared document will show you where the gaps are.

That list is also the most useful thing you could bring to a conversation with any photographer. It turns a vague "we need new photos" into a clear scope, which makes quotes more accurate and easier to compare.

If you do the audit and would like a second opinion, send me your notes. I'll give you an honest view of what's worth reshooting and what's perfectly fine as it is.

Thanks,
{{businessName}}`,
  },
  {
    day: 300,
    subject: "Making the case for a photo shoot to your boss or finance team",
    body: `Hi {{firstName}},

Sometimes the hardest part of a photo project isn't the shoot. It's getting the budget approved. If you're building a case internally, here's what tends to persuade decision-makers.

Tie the images to goals. Instead of "we need new photos", try "our product pages use outdated images, and we're launching a new line soon."

Show the cost of doing nothing. Stock subscriptions, ad creative that underperforms, and the hours your team spends hunting for usable images all add up.

Count the uses. List every place the images will appear over a year. A single shoot that feeds the website, ads, social, sales decks and press looks very different once it's all on one page.

Be clear about rights. Decision-makers want to know what the business can use, where and for how long. A plain-language summary of the license answers that before anyone asks.

Offer a phased option. If the full scope is a hard sell, propose starting with the highest-priority images and adding more later.

If it would help, I can write a short summary of a proposed project that you can share internally, in language suited to a finance conversation rather than a creative one.

→ Talk through your proposal: {{scheduling_link}}

Best regards,
{{businessName}}`,
  },
  {
    day: 315,
    subject: "Timing your next shoot around launches, campaigns and busy seasons",
    body: `Hi {{firstName}},

A quick planning tip, since timing is where many businesses get caught off guard.

Images are usually needed well before the moment they're about. Photos for a product launch have to exist before the launch materials are designed. Holiday campaign imagery is often needed while it still feels like a different season entirely. And if you want outdoor shots with summer greenery or fall color, they have to be taken in that season, which can mean shooting this year for next year's campaign.

A simple way to stay ahead:

- Mark your major launches, events and campaigns on one calendar
- Count back to when designers and agencies need final images
- Allow time for pre-production, the shoot and selections before that
- Reach out to photographers early for busy periods, which fill up first

Working backward like this often reveals that the right time to shoot is sooner than it feels. It's also the easiest way to avoid rushed decisions and last-minute compromises.

If you have a launch or busy period coming up, even a loosely planned one, I'd be glad to help you work out a sensible timeline. Just reply with the rough dates and I'll take it from there.

Talk soon,
{{businessName}}`,
  },
  {
    day: 330,
    subject: "Starting small: a focused first shoot for your business",
    body: `Hi {{firstName}},

Not every business is ready for a full production, and that's completely fine. If a big project hasn't made sense yet, a smaller, focused shoot can still make a real difference.

A few ways to start small:

- Refresh the headshots for your leadership or customer-facing team
- Photograph your top few products or services properly
- Capture one strong set of images for your homepage and about page
- Cover a single event, then reuse the best frames all year

The key is choosing the images that carry the most weight. Your homepage, team page and best-selling offer are usually seen far more than anything else, so that's where better photos pay off first.

Starting small also lets you see how working with a photographer fits your team's rhythm. If it goes well, you'll have a defined look, a clear process and a partner who already knows your brand when a bigger project comes along.

If you've been holding off because the full scope felt like too much, let's look at what a sensible first step could be.

→ Explore a smaller first shoot: {{scheduling_link}}

Kind regards,
{{businessName}}`,
  },
  {
    day: 345,
    subject: "A last note from me, and an open door for your next project",
    body: `Hi {{firstName}},

It's been about a year since you first got in touch about photography for your business, and this is the last of these notes from me. Thank you for letting them into your inbox.

I hope some of them were useful, whether that was a brief template, a clearer view of licensing, or a calmer plan for a team headshot day. Even if we never work together, I'd be glad to know they helped a project of yours run a little more smoothly.

Plans change, budgets shift and priorities move around. If photography comes back onto your list, whether it's a product launch, new team members, an event or a full brand refresh, I'd be happy to hear from you. You don't need a finished brief; a rough idea and a deadline are plenty to start with.

A few things I'm always glad to help with, no commitment needed:

- A quick second opinion on your current images
- A rough plan or shot list for an upcoming campaign
- Advice on what to ask if you're comparing photographers

Thank you again for considering me. I wish you and your team a great year ahead.

→ Reach out anytime: {{scheduling_link}}

With appreciation,
{{businessName}}`,
  },
];
