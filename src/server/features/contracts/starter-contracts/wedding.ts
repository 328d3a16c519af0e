/** The wedding starter: a full-day booking with a retainer, a payment plan and a second contact. */
export const WEDDING_CONTRACT = {
  name: "Wedding photography agreement",
  body: `# Wedding Photography Agreement

This agreement is made on {{today}} between **{{studio.businessName}}** ("the Photographer") and **{{client.fullName}}** ({{client.email}}) ("the Client") for photography of the Client's wedding on **{{project.eventDate}}** at **{{project.venue}}**.

## 1. Booking and retainer
The date is reserved only when the Client has signed this agreement and paid the first instalment below. The first instalment is a non-refundable retainer: it pays for keeping the date free and turning away other enquiries, and it is not a deposit that can be returned.

## 2. Fee and payment plan
The total fee is **{{proposal.total}}**, paid as follows:

{{proposal.schedule}}

The balance is due in full before the wedding day. A payment more than 14 days late may be treated as a cancellation by the Client. Items the Client adds later (extra hours, albums, prints) are invoiced separately.

## 3. Second contact
If the Client cannot be reached in the week of the wedding, the Photographer may speak to: {{input:Second contact (name and phone)}}

## 4. Cancellation and postponement
- If the Client cancels, payments made up to that date are kept. If the Client cancels within 60 days of the wedding, the whole fee is due.
- The Client may move the wedding once, free of charge, to a date on which the Photographer is available; payments made carry over to the new date. If the Photographer is not available on the new date, this is treated as a cancellation by the Client.
- If the Photographer must cancel, every payment is refunded in full, and the Photographer will do their best to recommend a photographer of similar style and experience.

## 5. On the day
The Client will give the Photographer a timeline, the list of family groups and a contact for the venue no later than 14 days before the wedding. The Photographer is not responsible for images missed because of venue or officiant restrictions, guests' flashes or phones, weather, or changes to the timeline made on the day. For coverage over six hours, the Client provides a meal and a short break.

## 6. Images and delivery
- A preview of at least 30 images is delivered within 14 days, and the full edited gallery within 8 weeks of the wedding, through an online gallery kept for at least 12 months.
- The Photographer chooses and edits the images in their own style. Unedited files and outtakes are not delivered.
- Digital files are kept for at least 12 months after delivery; the Client should keep their own copies.

## 7. Copyright and usage
The Photographer owns the copyright in every image. The Client receives a personal licence to print, share and post the images for personal use, without time limit. The images may not be sold, licensed to third parties or entered into competitions. Please credit {{studio.businessName}} when sharing online where possible.

The Photographer may use a selection of images for their portfolio, website, social media and publications, unless the Client opts out in writing before the wedding.

## 8. Limit of liability
If images are lost or damaged through equipment failure, theft or a processing error, the Photographer's liability is limited to a refund of the fees paid for the affected coverage. The Photographer carries backup equipment and stores images in two places from capture to delivery.

## 9. Force majeure
Neither party is liable for failing to perform because of events beyond their reasonable control, such as illness or injury, severe weather, natural disaster, government restrictions or a family emergency. In that case the parties will first try to move the date; if that is not possible, payments other than the retainer are refunded.

## 10. The whole agreement
This agreement, with the proposal it belongs to, is the whole agreement between the parties. Changes must be agreed in writing. Signing electronically is as binding as signing on paper.`,
};
