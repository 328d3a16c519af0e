/**
 * The words of the e-mails that close a contract: once the studio has countersigned, the client and the
 * studio each get the signed PDF, so both keep the same copy of what was agreed.
 */
export interface CompletedContractFacts {
  businessName: string;
  clientName: string;
  contractTitle: string;
  proposalTitle: string;
  documentHash: string | null;
  /** Where anyone can check the attached PDF is the one Focal issued. */
  verifyUrl: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || "there";

export function clientContractCompletedEmail(facts: CompletedContractFacts) {
  return {
    subject: `Your signed contract with ${facts.businessName}`,
    text: `Hi ${firstNameOf(facts.clientName)},

${facts.businessName} has countersigned "${facts.contractTitle}" (${facts.proposalTitle}). The contract is now
complete, and the signed copy is attached as a PDF: keep it for your records.

Its last page lists every step of the signing. To check that a copy is exactly the one that was
issued, upload it at ${facts.verifyUrl}.

${facts.businessName}`,
  };
}

export function studioContractCompletedEmail(facts: CompletedContractFacts, proposalUrl: string) {
  return {
    subject: `Contract complete: ${facts.clientName}, ${facts.contractTitle}`,
    text: `"${facts.contractTitle}" for ${facts.clientName} (${facts.proposalTitle}) is signed by both sides.

The signed PDF is attached${facts.documentHash ? `; the document's SHA-256 is ${facts.documentHash}` : ""}.
Open the proposal: ${proposalUrl}
Check a copy of the PDF at any time: ${facts.verifyUrl}`,
  };
}
