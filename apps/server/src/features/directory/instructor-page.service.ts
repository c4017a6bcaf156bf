import { compareFranchises, isDormant } from '@portal/domain/access';
import { INSTRUCTOR_SENDER } from '@portal/domain/messages';
import { toMoney } from '@portal/domain/money';
import { instructorLinks, type StaffViewer } from '@portal/domain/office';
import type { AccountsService } from '../accounts/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { PreferencesService } from '../preferences/index.ts';
import { requireInstructorInScope } from './directory.service.ts';
import { findAllocatedLearners, findDocumentSummaries, findFranchisesInScope } from './instructor-page.repository.ts';

export type InstructorPageServices = {
  preferences: PreferencesService;
  accounts: AccountsService;
  messages: MessagesService;
};

const LATEST_MESSAGES = 5;

/** LS2 before LS16: districts in the order a reader expects. */
const byDistrict = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

const learnersSection = (rows: Awaited<ReturnType<typeof findAllocatedLearners>>, inScope: Set<string>) => {
  const shown = rows.filter((r) => inScope.has(r.franchiseId));
  const counts = new Map<(typeof rows)[number]['status'], number>();
  for (const row of shown) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return {
    counts: [...counts].map(([status, count]) => ({ status, count })),
    pending: shown
      .filter((r) => r.status === 'Pending')
      .map((r) => ({
        id: r.learnerId,
        name: `${r.firstName} ${r.lastName}`,
        franchiseId: r.franchiseId,
        allocatedAt: r.allocatedAt,
      })),
  };
};

/**
 * An instructor's page (any staff member who sees them): franchises in the member's brand scope with their
 * capacity and districts, learners, documents, arrears and the latest messages, each read through its owner.
 */
export const getInstructorPage = async (services: InstructorPageServices, staff: StaffViewer, instructorId: string) => {
  const instructor = await requireInstructorInScope(staff, instructorId);
  const viewer = { instructorId: instructor.id };
  const [franchises, capacity, learners, documents, arrears, messages] = await Promise.all([
    findFranchisesInScope(instructor.id, staff.brands),
    services.preferences.getLearnerCapacity(viewer),
    findAllocatedLearners(instructor.id),
    findDocumentSummaries(instructor.id),
    services.accounts.listArrears(viewer),
    services.messages.listMessages(viewer, { total: LATEST_MESSAGES }),
  ]);
  const inScope = new Set(franchises.map((f) => f.id));
  const owed = arrears.filter((a) => inScope.has(a.propositionKey));
  return {
    ...instructor,
    name: {
      firstName: instructor.firstName,
      lastName: instructor.lastName,
      fullName: `${instructor.firstName} ${instructor.lastName}`,
    },
    franchises: [...franchises].sort(compareFranchises).map((f) => ({
      ...f,
      dormant: isDormant(f),
      districts: f.districts ? f.districts.split(',').sort(byDistrict) : [],
      capacity: capacity.find((c) => c.id === f.id) ?? null,
    })),
    learners: learnersSection(learners, inScope),
    documents,
    arrears: {
      total: toMoney(owed.reduce((sum, a) => sum + a.amount.pence, 0)),
      invoices: owed.map((a) => ({
        id: a.id,
        reference: a.reference,
        amount: a.amount,
        date: a.date,
        franchiseId: a.propositionKey,
      })),
    },
    messages: [...messages].reverse().map((m) => ({
      id: m.id,
      body: m.body,
      created: m.created,
      fromInstructor: m.from === INSTRUCTOR_SENDER,
      agentName: m.agentName,
    })),
    links: instructorLinks(instructor.id),
  };
};

export type InstructorPageView = Awaited<ReturnType<typeof getInstructorPage>>;
