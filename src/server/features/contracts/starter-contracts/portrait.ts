/** The portrait starter: a session with a booking fee, rescheduling rules and print-release terms. */
export const PORTRAIT_CONTRACT = {
  name: "Portrait session agreement",
  body: `# Portrait Session Agreement

Agreement dated {{today}} between **{{studio.businessName}}** ("the Photographer") and **{{client.fullName}}** ({{client.email}}) ("the Client") for a portrait session on **{{project.eventDate}}** at **{{project.venue}}**.

## 1. Booking
The session is booked when the Client signs this agreement and pays the first payment below. That first payment is a non-refundable booking fee that holds the date and time.

## 2. Fee and payments
The session fee is **{{proposal.total}}**:

{{proposal.schedule}}

Prints, wall art and extra images chosen after the session are ordered and paid separately.

## 3. Rescheduling and cancellation
- The Client may reschedule once with at least 48 hours' notice; the booking fee moves to the new date.
- A cancellation, or a reschedule with less than 48 hours' notice, forfeits the booking fee.
- For outdoor sessions, the Photographer may move the session because of bad weather or poor light at no cost to the Client.
- If the Client arrives late, the session ends at the booked time. If the Photographer cannot attend, the session is rescheduled or every payment refunded.

## 4. Minors
When a child is photographed, a parent or guardian stays at the session and is responsible for the child's safety and behaviour.

## 5. Images and delivery
- The Photographer selects and edits the best images in their own style; unedited files are not delivered.
- The edited gallery is delivered online within 3 weeks of the session and stays available for 90 days.

## 6. Copyright and print release
The Photographer owns the copyright. The Client receives a personal print release: the images may be printed and shared for personal, non-commercial use. Editing the images or adding filters, and any commercial use, need the Photographer's written permission.

The Photographer may share a selection of images in their portfolio and on social media, unless the Client opts out in writing before the session.

## 7. Limit of liability
The Photographer's liability for any claim, including lost or damaged images, is limited to a refund of the fees paid under this agreement.

## 8. Force majeure
Neither party is liable for a failure caused by events beyond their reasonable control (illness, severe weather, natural disaster, government restrictions). The session will be rescheduled to the first date that suits both parties.

## 9. The whole agreement
This agreement and its proposal are the whole agreement between the parties. Signing electronically is as binding as signing on paper.`,
};
