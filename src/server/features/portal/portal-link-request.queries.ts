/** The statements behind "E-mail me a sign-in link": the studio by its public token, the client by e-mail. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, photographers } from "../../db/schema/index.js";

export async function findStudioByPublicToken(db: DbOrTx, publicToken: string) {
  const [row] = await db
    .select({ id: photographers.id, businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.publicToken, publicToken));
  return row ?? null;
}

/** What the sign-in page needs to offer a new link: the studio's public token and name. */
export async function findSignInStudio(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({ publicToken: photographers.publicToken, businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row ?? null;
}

/** The studio's client with this e-mail in any letter case (one at most: the index on lower(email)). */
export async function findClientByEmail(db: DbOrTx, photographerId: string, email: string) {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return row ?? null;
}
