/**
 * The inquiry form itself, drawn with plain DOM calls into a shadow root: labels above fields, required
 * marks, each field's message under it (checked when the visitor leaves it and again as they fix it),
 * the focus on the first wrong field, the button disabled while sending, and nothing typed lost on an
 * error. In preview mode (the studio's generator page) nothing is sent.
 */
import { LEAD_FIELD_ORDER, type LeadErrors, type LeadField, validateLead } from "./lead-validation";
import { type WidgetConfig, widgetTypeLabel } from "./widget-config";
import { WIDGET_CSS } from "./widget-styles";
import { themeVariables } from "./widget-theme";

export interface WidgetOptions {
  /** Where leads go: {script origin}/api/public/widget/{token}/leads. */
  endpoint: string;
  preview: boolean;
}

const NETWORK_FAILURE = "We couldn't send your inquiry. Please check your connection and try again.";
const SERVER_FAILURE = "Something went wrong. Please try again.";
const SENDING = "Sending...";

type Attributes = Record<string, string | boolean | undefined>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: (Node | string | null)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

const TICK_SVG =
  '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>';

interface FieldParts {
  wrapper: HTMLDivElement;
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  error: HTMLParagraphElement;
}

function field(
  name: LeadField | "projectType",
  label: string,
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  options: { required?: boolean; extra?: Node } = {},
): FieldParts {
  const id = `fw-${name}`;
  const errorId = `${id}-error`;
  control.id = id;
  control.name = name;
  control.classList.add("fw-input");
  if (options.required) control.setAttribute("aria-required", "true");
  const error = el("p", { id: errorId, class: "fw-error", role: "alert", hidden: true });
  const labelNode = el("label", { for: id, class: "fw-label" }, [
    label,
    options.required ? el("span", { class: "fw-required", "aria-hidden": "true" }, ["*"]) : null,
  ]);
  const wrapper = el("div", { class: "fw-field" }, [labelNode, control, options.extra ?? null, error]);
  return { wrapper, control, error };
}

const input = (type: string, autocomplete: string, extra: Attributes = {}) =>
  el("input", { type, autocomplete, ...extra });

/** Draws the widget into `host` and answers a handle that redraws it with another configuration. */
export function mountWidget(host: HTMLElement, initial: WidgetConfig, options: WidgetOptions) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const style = el("style", {}, [WIDGET_CSS]);
  const container = el("div", { class: "fw" });
  root.replaceChildren(style, container);

  function render(config: WidgetConfig): void {
    container.setAttribute("style", themeVariables(config));
    const fields: Partial<Record<LeadField, FieldParts>> = {};
    const firstName = field("firstName", "First name", input("text", "given-name"), { required: true });
    const lastName = field("lastName", "Last name", input("text", "family-name"), { required: true });
    const email = field("email", "Email", input("email", "email", { inputmode: "email" }), {
      required: true,
    });
    Object.assign(fields, { firstName, lastName, email });

    const phone = config.showPhone
      ? field("phone", "Phone", input("tel", "tel", { inputmode: "tel" }))
      : null;
    if (phone) fields.phone = phone;

    let noDate: HTMLInputElement | null = null;
    let eventDate: FieldParts | null = null;
    if (config.showEventDate) {
      noDate = el("input", { type: "checkbox", name: "noEventDate", id: "fw-noEventDate" });
      const noDateLabel = el("label", { class: "fw-check", for: "fw-noEventDate" }, [
        noDate,
        "I don't have a date yet",
      ]);
      eventDate = field("eventDate", "Event date", input("date", "off"), { extra: noDateLabel });
      fields.eventDate = eventDate;
      const dateControl = eventDate.control as HTMLInputElement;
      const box = noDate;
      // The checkbox clears the date and disables it; unticking gives the field back.
      box.addEventListener("change", () => {
        if (box.checked) {
          dateControl.value = "";
          showError("eventDate", undefined);
        }
        dateControl.disabled = box.checked;
      });
    }

    let projectType: HTMLSelectElement | null = null;
    let typeField: FieldParts | null = null;
    if (config.projectTypes.length > 1) {
      projectType = el(
        "select",
        {},
        config.projectTypes.map((type) => el("option", { value: type }, [widgetTypeLabel(type)])),
      );
      typeField = field("projectType", "Type of photography", projectType);
    }

    const message = config.showMessage
      ? field("message", "Message", el("textarea", { rows: "4", placeholder: "Tell us about your plans" }))
      : null;
    if (message) fields.message = message;

    // The spam trap: off-screen and out of the tab order, so only robots fill it in.
    const website = el("input", { type: "text", name: "website", tabindex: "-1", autocomplete: "off" });
    const trap = el("div", { class: "fw-trap", "aria-hidden": "true" }, [
      el("label", {}, ["Website", website]),
    ]);

    const alert = el("p", { class: "fw-alert", role: "alert", hidden: true });
    const button = el("button", { type: "submit", class: "fw-button" }, [config.buttonText]);
    const form = el("form", { novalidate: true, "aria-label": config.title || "Inquiry form" }, [
      el("div", { class: "fw-row" }, [firstName.wrapper, lastName.wrapper]),
      email.wrapper,
      phone?.wrapper ?? null,
      eventDate?.wrapper ?? null,
      typeField?.wrapper ?? null,
      message?.wrapper ?? null,
      trap,
      alert,
      button,
    ]);

    const success = el("div", { class: "fw-success", role: "status", tabindex: "-1", hidden: true });

    const description = config.description
      ? el("p", { class: "fw-description" }, [config.description])
      : null;
    // Read by sight only: assistive technology hears "required" from each field itself.
    const note = el("p", { class: "fw-note", "aria-hidden": "true" }, ["Fields marked * are required."]);
    container.replaceChildren(
      config.title ? el("h2", { class: "fw-title" }, [config.title]) : "",
      description ?? "",
      note,
      form,
      success,
    );

    function values() {
      const value = (name: LeadField) => fields[name]?.control.value ?? "";
      return {
        firstName: value("firstName"),
        lastName: value("lastName"),
        email: value("email"),
        phone: value("phone"),
        eventDate: value("eventDate"),
        noEventDate: noDate?.checked ?? false,
        message: value("message"),
      };
    }

    function showError(name: LeadField, text: string | undefined): void {
      const parts = fields[name];
      if (!parts) return;
      parts.error.textContent = text ?? "";
      parts.error.hidden = !text;
      if (text) {
        parts.control.setAttribute("aria-invalid", "true");
        parts.control.setAttribute("aria-describedby", parts.error.id);
      } else {
        parts.control.removeAttribute("aria-invalid");
        parts.control.removeAttribute("aria-describedby");
      }
    }

    function showErrors(errors: LeadErrors): void {
      for (const name of LEAD_FIELD_ORDER) showError(name, errors[name]);
    }

    for (const name of LEAD_FIELD_ORDER) {
      const parts = fields[name];
      if (!parts) continue;
      // Checked on leaving a field that has something in it, and re-checked while a wrong one is fixed.
      parts.control.addEventListener("blur", () => {
        if (parts.control.value.trim() !== "") showError(name, validateLead(values())[name]);
      });
      parts.control.addEventListener("input", () => {
        if (parts.control.getAttribute("aria-invalid") === "true") {
          showError(name, validateLead(values())[name]);
        }
      });
    }

    function showSuccess(): void {
      success.replaceChildren(
        el("div", { class: "fw-tick" }),
        el("p", {}, [config.successMessage]),
        options.preview ? el("button", { type: "button", class: "fw-link" }, ["Show the form again"]) : "",
      );
      const tick = success.firstElementChild as HTMLElement;
      tick.innerHTML = TICK_SVG;
      success.querySelector("button")?.addEventListener("click", () => render(config));
      for (const part of [form, note, description]) if (part) part.hidden = true;
      success.hidden = false;
      success.focus();
    }

    let sending = false;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (sending) return;
      alert.hidden = true;
      const current = values();
      const errors = validateLead(current);
      showErrors(errors);
      const firstWrong = LEAD_FIELD_ORDER.find((name) => errors[name]);
      if (firstWrong) {
        fields[firstWrong]?.control.focus();
        return;
      }
      if (options.preview) return showSuccess();

      sending = true;
      button.disabled = true;
      button.textContent = SENDING;
      try {
        const response = await fetch(options.endpoint, {
          method: "POST",
          mode: "cors",
          credentials: "omit",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            firstName: current.firstName.trim(),
            lastName: current.lastName.trim(),
            email: current.email.trim(),
            ...(current.phone.trim() ? { phone: current.phone.trim() } : {}),
            ...(current.eventDate ? { eventDate: current.eventDate } : {}),
            ...(current.noEventDate ? { noEventDate: true } : {}),
            projectType: projectType?.value ?? config.projectTypes[0],
            ...(current.message.trim() ? { message: current.message.trim() } : {}),
            ...(website.value ? { website: website.value } : {}),
          }),
        });
        if (response.ok) return showSuccess();
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        alert.textContent = typeof body?.message === "string" ? body.message : SERVER_FAILURE;
      } catch {
        alert.textContent = NETWORK_FAILURE;
      } finally {
        sending = false;
        button.disabled = false;
        button.textContent = config.buttonText;
      }
      alert.hidden = false;
    });
  }

  render(initial);
  return { update: render };
}
