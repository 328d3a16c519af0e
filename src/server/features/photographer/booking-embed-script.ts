/**
 * /embed/booking.js: what a studio pastes into its website to show its booking calendar,
 *   <script src="https://focal.example/embed/booking.js" data-calendar="<publicToken>" data-type="<slug>" async>
 * It inserts, right after itself, an iframe of the calendar (or of one session type) from the origin
 * the script came from. The frame is full-width; a calendar page that posts
 * `{ type: "focal:booking-height", height }` to its parent gets the frame resized to fit.
 * Plain ES5 written here rather than built: a dozen lines need no bundle, and it runs on any site.
 */
export const BOOKING_EMBED_SCRIPT = `(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src || !script.parentNode) return;
  var origin = new URL(script.src).origin;
  var token = script.getAttribute("data-calendar") || "";
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(token)) {
    console.warn("Focal booking: data-calendar must be the calendar's link token");
    return;
  }
  var type = script.getAttribute("data-type") || "";
  var path = "/booking/calendar/" + token + (/^[a-z0-9-]{1,100}$/.test(type) ? "/" + type : "");
  var frame = document.createElement("iframe");
  frame.src = origin + path + "?embed=1";
  frame.title = script.getAttribute("data-title") || "Book a session";
  frame.setAttribute("loading", "lazy");
  frame.setAttribute("allow", "payment");
  frame.style.cssText = "display:block;width:100%;max-width:100%;min-height:760px;border:0;";
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "focal:booking-height" || typeof data.height !== "number") return;
    if (data.height > 200 && data.height < 20000) frame.style.height = Math.ceil(data.height) + "px";
  });
})();
`;
