/**
 * Demo questionnaires: a wedding-day questionnaire that uses every question type and a portrait prep
 * form, assigned to demo projects the way a photographer would: one couple has already answered, the
 * others have a questionnaire waiting. Assigned here without the e-mail the app would send.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AnswerValue, QuestionType } from "../../shared/questionnaires.js";
import {
  projectQuestionnaires,
  projects,
  questionnaireQuestions,
  questionnaireTemplates,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const DAY = 86_400_000;

type QuestionRow = typeof questionnaireQuestions.$inferSelect;

interface StarterQuestion {
  type: QuestionType;
  label: string;
  options?: string[];
  isRequired?: boolean;
  /** Olivia & James's reply, for the demo's completed questionnaire; left out when they skipped it. */
  answer?: AnswerValue;
}

interface StarterQuestionnaire {
  title: string;
  description: string;
  questions: StarterQuestion[];
}

const WEDDING: StarterQuestionnaire = {
  title: "Wedding Day Details",
  description:
    "A few questions so we can plan your wedding day around the people and moments that matter most to you.",
  questions: [
    {
      type: "TEXT",
      label: "Where is your ceremony? Venue name and address",
      isRequired: true,
      answer: "Willowbrook Estate, 1200 Orchard Lane, Hudson, NY 12534",
    },
    {
      type: "TEXT",
      label: "Where is your reception, if it's somewhere else?",
      answer: "Same place: the Carriage Barn at Willowbrook",
    },
    {
      type: "TEXT",
      label: "Who is our go-to person on the day? Name and phone",
      isRequired: true,
      answer: "Rachel Bennett (Olivia's sister), (555) 201-7781",
    },
    {
      type: "EMAIL",
      label: "Your planner's or coordinator's e-mail",
      answer: "maya@bloomandvow.example",
    },
    {
      type: "NUMBER",
      label: "About how many guests are you expecting?",
      isRequired: true,
      answer: 120,
    },
    { type: "DATE", label: "When is your rehearsal?", answer: "2027-06-11" },
    {
      type: "MULTIPLE_CHOICE",
      label: "Would you like a first look before the ceremony?",
      options: ["Yes", "No", "Not sure yet"],
      isRequired: true,
      answer: "Yes",
    },
    {
      type: "CHECKBOX",
      label: "Which moments are must-haves for you?",
      options: [
        "Getting ready",
        "First look",
        "Ceremony entrance",
        "Family formals",
        "Golden hour portraits",
        "First dance",
        "Toasts",
        "Cake cutting",
        "Grand exit",
      ],
      answer: [
        "Getting ready",
        "First look",
        "Family formals",
        "Golden hour portraits",
        "First dance",
        "Toasts",
      ],
    },
    {
      type: "TEXTAREA",
      label: "Your timeline so far: ceremony start, dinner, anything with a fixed time",
      isRequired: true,
      answer:
        "2:00 Hair and makeup wraps up\n3:00 First look in the rose garden\n4:30 Ceremony on the lawn\n" +
        "5:15 Cocktail hour and family photos\n6:30 Dinner and toasts\n7:15 Golden hour portraits\n" +
        "8:00 First dance, then dancing until 11",
    },
    {
      type: "TEXTAREA",
      label: "Tell us your story: how you met, and what you're most looking forward to",
      answer:
        "We met at a friend's birthday picnic and spent the whole afternoon arguing about the best pizza in town. " +
        "James proposed on the ferry at sunset four years later. More than anything we're looking forward to " +
        "having all our grandparents together in one place, so photos with them mean the world to us.",
    },
  ],
};

const PORTRAIT: StarterQuestionnaire = {
  title: "Portrait Session Prep",
  description: "Help us get to know you before your session, so your portraits feel relaxed and like you.",
  questions: [
    {
      type: "CHECKBOX",
      label: "What are these portraits for?",
      options: [
        "LinkedIn or résumé",
        "Website or personal brand",
        "Social media",
        "A gift or keepsake",
        "Just for me",
      ],
      isRequired: true,
    },
    { type: "TEXT", label: "Three words for how you'd like to feel in your photos", isRequired: true },
    {
      type: "TEXTAREA",
      label: "Which outfits are you thinking of bringing? Two or three options are perfect",
    },
    {
      type: "MULTIPLE_CHOICE",
      label: "How do you feel about being in front of the camera?",
      options: ["Totally at ease", "A little nervous", "Honestly, quite nervous"],
    },
    {
      type: "MULTIPLE_CHOICE",
      label: "Have you booked hair and makeup?",
      options: ["Yes, it's booked", "I'll do my own", "I'd love a recommendation"],
    },
    { type: "DATE", label: "Is there a date you need the final images by?" },
  ],
};

/** Which demo project gets which questionnaire; projects missing from the demo are skipped. */
const ASSIGNMENTS: {
  project: string;
  questionnaire: StarterQuestionnaire;
  assignedDaysAgo: number;
  answeredDaysAgo?: number;
}[] = [
  { project: "Olivia & James Wedding", questionnaire: WEDDING, assignedDaysAgo: 10, answeredDaysAgo: 3 },
  { project: "Isabella & Marco Wedding", questionnaire: WEDDING, assignedDaysAgo: 2 },
  { project: "Headshots", questionnaire: PORTRAIT, assignedDaysAgo: 1 },
];

export const seedQuestionnaires: Seeder = async ({ db, photographerId, now }) => {
  const snapshots = new Map<StarterQuestionnaire, { templateId: string; questions: QuestionRow[] }>();
  // The list shows newest first: the wedding questionnaire gets the later time, so it leads.
  for (const [index, starter] of [WEDDING, PORTRAIT].entries()) {
    const createdAt = new Date(now.getTime() - 60 * DAY - index * 60_000);
    const [template] = await db
      .insert(questionnaireTemplates)
      .values({
        photographerId,
        title: starter.title,
        description: starter.description,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: questionnaireTemplates.id });
    const questions = await db
      .insert(questionnaireQuestions)
      .values(
        starter.questions.map((q, orderIndex) => ({
          photographerId,
          templateId: template!.id,
          type: q.type,
          label: q.label,
          options: q.options?.join("\n") ?? null,
          orderIndex,
          isRequired: q.isRequired ?? false,
        })),
      )
      .returning();
    snapshots.set(starter, { templateId: template!.id, questions });
  }

  const projectRows = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        inArray(
          projects.title,
          ASSIGNMENTS.map((a) => a.project),
        ),
      ),
    );
  for (const spec of ASSIGNMENTS) {
    const project = projectRows.find((p) => p.title === spec.project);
    if (!project) continue;
    const { templateId, questions } = snapshots.get(spec.questionnaire)!;
    const createdAt = new Date(now.getTime() - spec.assignedDaysAgo * DAY);
    const submittedAt =
      spec.answeredDaysAgo === undefined ? null : new Date(now.getTime() - spec.answeredDaysAgo * DAY);
    const answers = submittedAt
      ? Object.fromEntries(
          questions.flatMap((row) => {
            const answer = spec.questionnaire.questions[row.orderIndex]?.answer;
            return answer === undefined ? [] : [[row.id, answer]];
          }),
        )
      : {};
    await db.insert(projectQuestionnaires).values({
      photographerId,
      projectId: project.id,
      templateId,
      templateTitle: spec.questionnaire.title,
      templateDescription: spec.questionnaire.description,
      questionsSnapshot: questions.map(({ id, type, label, options, orderIndex, isRequired }) => ({
        id,
        type,
        label,
        options,
        orderIndex,
        isRequired,
      })),
      answers,
      submittedAt,
      createdAt,
      updatedAt: submittedAt ?? createdAt,
    });
  }
};
