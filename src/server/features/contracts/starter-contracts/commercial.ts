/** The commercial starter: a business shoot with a usage licence, a model release and payment terms. */
export const COMMERCIAL_CONTRACT = {
  name: "Commercial photography agreement",
  body: `# Commercial Photography Agreement

This agreement, dated {{today}}, is between **{{studio.businessName}}** ("the Photographer") and **{{client.fullName}}** ({{client.email}}) ("the Client") for the photography described in the attached proposal, to be made on **{{project.eventDate}}** at **{{project.venue}}**.

## 1. Scope
The Photographer will produce the images described in the proposal. Work outside it (extra shot lists, locations, retouching rounds or days) is quoted and agreed in writing before it starts.

## 2. Fees and payment terms
The total fee is **{{proposal.total}}**, payable as follows:

{{proposal.schedule}}

The first payment confirms the booking and is non-refundable. Invoices are due within 14 days. The usage licence below starts only when every payment has been made.

## 3. Client responsibilities
The Client provides access to the location, any permits or permissions it needs, products and props, and a representative on set who can approve shots. Delays caused by the Client or the location may be billed at the Photographer's day rate.

## 4. Cancellation and rescheduling
- Cancellation more than 14 days before the shoot: the first payment is kept.
- Cancellation within 14 days of the shoot: 50% of the total fee is due; within 48 hours, the whole fee.
- The shoot may be rescheduled once, with at least 7 days' notice, at no charge; costs already incurred (travel, crew, rentals) are billed at cost.

## 5. Delivery
Edited images are delivered online within 10 business days of the shoot, in the formats listed in the proposal, with one round of revisions included.

## 6. Licence and usage rights
The Photographer keeps the copyright. Once paid in full, the Client receives a non-exclusive licence to use the delivered images for its own marketing (website, social media, print and advertising) for 2 years from delivery, in any territory. Resale, sublicensing, stock use and use by third parties need a separate written licence. The Photographer may show the images in their portfolio after the Client's launch date.

## 7. Model and property release
The Client confirms that every person and property it brings to the shoot may be photographed, and will obtain a signed model or property release for each, copies of which it gives the Photographer before the shoot. The Photographer obtains releases for models they cast themselves. The Client is responsible for any claim arising from people or property it provided without a release.

## 8. Limit of liability
The Photographer's total liability under this agreement is limited to the fees paid. The Photographer is not liable for indirect or consequential losses, such as lost profits or a missed campaign date.

## 9. Force majeure
Neither party is liable for a delay or failure caused by events beyond their reasonable control (severe weather, illness, natural disaster, strikes, government restrictions). The shoot is rescheduled; if that is not possible within 90 days, payments for work not yet done are refunded.

## 10. The whole agreement
This agreement and its proposal are the whole agreement between the parties and may be changed only in writing. Signing electronically is as binding as signing on paper.`,
};
