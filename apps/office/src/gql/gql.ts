/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AllocateLearner($entryId: ID!, $franchiseId: ID!) {\n  allocateLearner(entryId: $entryId, franchiseId: $franchiseId) {\n    ...QueueLearnerFields\n  }\n}": typeof types.AllocateLearnerDocument,
    "query AllocationQueueLearner($id: ID!) {\n  allocationQueueLearner(id: $id) {\n    learner {\n      ...QueueLearnerFields\n    }\n    history {\n      id\n      instructorName\n      offeredAt\n      outcome\n      answeredAt\n      reason\n    }\n    suggestions {\n      franchiseId\n      instructorId\n      instructorName\n      adiNumber\n      franchiseName\n      taken\n      capacity\n      reasons\n    }\n  }\n}": typeof types.AllocationQueueLearnerDocument,
    "query AllocationQueue($brand: BrandCode) {\n  allocationQueue(brand: $brand) {\n    ...QueueLearnerFields\n  }\n}\n\nfragment QueueLearnerFields on QueueLearner {\n  id\n  brand\n  name\n  emailAddress\n  mobileNumber\n  postcode\n  lessonType\n  transmission\n  preferredDays\n  preferredParts\n  joinedAt\n  state\n  offeredTo\n  tries\n}": typeof types.AllocationQueueDocument,
    "query InstructorAuditTrail($instructorId: ID!, $beforeSeq: Int) {\n  instructorAuditTrail(instructorId: $instructorId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery StaffAuditTrail($staffId: ID!, $beforeSeq: Int) {\n  staffAuditTrail(staffId: $staffId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery OfficeStaffMembers {\n  officeStaffMembers {\n    id\n    name\n    email\n    roles\n  }\n}\n\nfragment AuditTrailPageFields on AuditTrailPage {\n  nextBeforeSeq\n  entries {\n    seq\n    at\n    operation\n    targetType\n    targetId\n    instructorId\n    before\n    after\n    staff {\n      id\n      name\n    }\n  }\n}": typeof types.InstructorAuditTrailDocument,
    "query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}": typeof types.StaffMeDocument,
    "mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": typeof types.StaffPasskeyOptionsDocument,
    "mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": typeof types.StaffSecondFactorDocument,
    "mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}": typeof types.StaffSignInDocument,
    "mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}": typeof types.StaffSignOutEverywhereDocument,
    "mutation StaffSignOut {\n  staffSignOut\n}": typeof types.StaffSignOutDocument,
    "query Directory($input: DirectorySearchInput) {\n  directory(input: $input) {\n    nextPage\n    pageSize\n    items {\n      id\n      adiNumber\n      status\n      postcode\n      capacityFull\n      name {\n        fullName\n      }\n      franchises {\n        id\n        name\n        type\n        brand\n        full\n      }\n    }\n  }\n}": typeof types.DirectoryDocument,
    "query OfficeInstructor($id: ID!) {\n  officeInstructor(id: $id) {\n    ...InstructorPageFields\n  }\n}\n\nmutation SetCapacityLock($input: CapacityLockInput!) {\n  setCapacityLock(input: $input) {\n    ...InstructorPageFields\n  }\n}\n\nfragment InstructorPageFields on InstructorPage {\n  id\n  adiNumber\n  status\n  name {\n    fullName\n  }\n  email\n  mobile\n  postcode\n  town\n  franchises {\n    id\n    name\n    type\n    brand\n    transmission\n    fromDate\n    dormant\n    districts\n    capacity {\n      current\n      maximum\n      locked\n    }\n  }\n  learners {\n    counts {\n      status\n      count\n    }\n    pending {\n      id\n      name\n      franchiseId\n      allocatedAt\n    }\n  }\n  documents {\n    id\n    documentType\n    status\n    expiry\n  }\n  arrears {\n    total {\n      formatted\n      pence\n    }\n    invoices {\n      id\n      reference\n      amount {\n        formatted\n      }\n      date\n    }\n  }\n  messages {\n    id\n    body\n    created\n    fromInstructor\n    agentName\n  }\n  links {\n    allocation {\n      label\n      path\n    }\n    documents {\n      label\n      path\n    }\n    chat {\n      label\n      path\n    }\n    auditTrail {\n      label\n      path\n    }\n  }\n}": typeof types.OfficeInstructorDocument,
    "mutation ApproveDocument($input: ApproveDocumentInput!) {\n  approveDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}": typeof types.ApproveDocumentDocument,
    "query DocumentReviewQueue($brand: BrandCode, $limit: Int, $after: String) {\n  documentReviewQueue(brand: $brand, limit: $limit, after: $after) {\n    nextPage\n    items {\n      ...ReviewDocumentFields\n    }\n  }\n}": typeof types.DocumentReviewQueueDocument,
    "query ExpiringDocuments($brand: BrandCode) {\n  expiringDocuments(brand: $brand) {\n    ...ReviewDocumentFields\n  }\n}": typeof types.ExpiringDocumentsDocument,
    "mutation RejectDocument($input: RejectDocumentInput!) {\n  rejectDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}": typeof types.RejectDocumentDocument,
    "fragment ReviewDocumentFields on ReviewDocument {\n  id\n  documentType\n  documentDescription\n  status\n  expiry\n  hasExpiry\n  uploadedDate\n  dateApproved\n  rejectionReason\n  fileType\n  fileUrl\n  instructor {\n    id\n    firstName\n    lastName\n    adiNumber\n    brands\n  }\n}": typeof types.ReviewDocumentFieldsFragmentDoc,
    "query ReviewDocument($id: ID!) {\n  reviewDocument(id: $id) {\n    ...ReviewDocumentFields\n  }\n}": typeof types.ReviewDocumentDocument,
    "query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}": typeof types.StaffSecurityDocument,
};
const documents: Documents = {
    "mutation AllocateLearner($entryId: ID!, $franchiseId: ID!) {\n  allocateLearner(entryId: $entryId, franchiseId: $franchiseId) {\n    ...QueueLearnerFields\n  }\n}": types.AllocateLearnerDocument,
    "query AllocationQueueLearner($id: ID!) {\n  allocationQueueLearner(id: $id) {\n    learner {\n      ...QueueLearnerFields\n    }\n    history {\n      id\n      instructorName\n      offeredAt\n      outcome\n      answeredAt\n      reason\n    }\n    suggestions {\n      franchiseId\n      instructorId\n      instructorName\n      adiNumber\n      franchiseName\n      taken\n      capacity\n      reasons\n    }\n  }\n}": types.AllocationQueueLearnerDocument,
    "query AllocationQueue($brand: BrandCode) {\n  allocationQueue(brand: $brand) {\n    ...QueueLearnerFields\n  }\n}\n\nfragment QueueLearnerFields on QueueLearner {\n  id\n  brand\n  name\n  emailAddress\n  mobileNumber\n  postcode\n  lessonType\n  transmission\n  preferredDays\n  preferredParts\n  joinedAt\n  state\n  offeredTo\n  tries\n}": types.AllocationQueueDocument,
    "query InstructorAuditTrail($instructorId: ID!, $beforeSeq: Int) {\n  instructorAuditTrail(instructorId: $instructorId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery StaffAuditTrail($staffId: ID!, $beforeSeq: Int) {\n  staffAuditTrail(staffId: $staffId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery OfficeStaffMembers {\n  officeStaffMembers {\n    id\n    name\n    email\n    roles\n  }\n}\n\nfragment AuditTrailPageFields on AuditTrailPage {\n  nextBeforeSeq\n  entries {\n    seq\n    at\n    operation\n    targetType\n    targetId\n    instructorId\n    before\n    after\n    staff {\n      id\n      name\n    }\n  }\n}": types.InstructorAuditTrailDocument,
    "query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}": types.StaffMeDocument,
    "mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": types.StaffPasskeyOptionsDocument,
    "mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": types.StaffSecondFactorDocument,
    "mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}": types.StaffSignInDocument,
    "mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}": types.StaffSignOutEverywhereDocument,
    "mutation StaffSignOut {\n  staffSignOut\n}": types.StaffSignOutDocument,
    "query Directory($input: DirectorySearchInput) {\n  directory(input: $input) {\n    nextPage\n    pageSize\n    items {\n      id\n      adiNumber\n      status\n      postcode\n      capacityFull\n      name {\n        fullName\n      }\n      franchises {\n        id\n        name\n        type\n        brand\n        full\n      }\n    }\n  }\n}": types.DirectoryDocument,
    "query OfficeInstructor($id: ID!) {\n  officeInstructor(id: $id) {\n    ...InstructorPageFields\n  }\n}\n\nmutation SetCapacityLock($input: CapacityLockInput!) {\n  setCapacityLock(input: $input) {\n    ...InstructorPageFields\n  }\n}\n\nfragment InstructorPageFields on InstructorPage {\n  id\n  adiNumber\n  status\n  name {\n    fullName\n  }\n  email\n  mobile\n  postcode\n  town\n  franchises {\n    id\n    name\n    type\n    brand\n    transmission\n    fromDate\n    dormant\n    districts\n    capacity {\n      current\n      maximum\n      locked\n    }\n  }\n  learners {\n    counts {\n      status\n      count\n    }\n    pending {\n      id\n      name\n      franchiseId\n      allocatedAt\n    }\n  }\n  documents {\n    id\n    documentType\n    status\n    expiry\n  }\n  arrears {\n    total {\n      formatted\n      pence\n    }\n    invoices {\n      id\n      reference\n      amount {\n        formatted\n      }\n      date\n    }\n  }\n  messages {\n    id\n    body\n    created\n    fromInstructor\n    agentName\n  }\n  links {\n    allocation {\n      label\n      path\n    }\n    documents {\n      label\n      path\n    }\n    chat {\n      label\n      path\n    }\n    auditTrail {\n      label\n      path\n    }\n  }\n}": types.OfficeInstructorDocument,
    "mutation ApproveDocument($input: ApproveDocumentInput!) {\n  approveDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}": types.ApproveDocumentDocument,
    "query DocumentReviewQueue($brand: BrandCode, $limit: Int, $after: String) {\n  documentReviewQueue(brand: $brand, limit: $limit, after: $after) {\n    nextPage\n    items {\n      ...ReviewDocumentFields\n    }\n  }\n}": types.DocumentReviewQueueDocument,
    "query ExpiringDocuments($brand: BrandCode) {\n  expiringDocuments(brand: $brand) {\n    ...ReviewDocumentFields\n  }\n}": types.ExpiringDocumentsDocument,
    "mutation RejectDocument($input: RejectDocumentInput!) {\n  rejectDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}": types.RejectDocumentDocument,
    "fragment ReviewDocumentFields on ReviewDocument {\n  id\n  documentType\n  documentDescription\n  status\n  expiry\n  hasExpiry\n  uploadedDate\n  dateApproved\n  rejectionReason\n  fileType\n  fileUrl\n  instructor {\n    id\n    firstName\n    lastName\n    adiNumber\n    brands\n  }\n}": types.ReviewDocumentFieldsFragmentDoc,
    "query ReviewDocument($id: ID!) {\n  reviewDocument(id: $id) {\n    ...ReviewDocumentFields\n  }\n}": types.ReviewDocumentDocument,
    "query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}": types.StaffSecurityDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AllocateLearner($entryId: ID!, $franchiseId: ID!) {\n  allocateLearner(entryId: $entryId, franchiseId: $franchiseId) {\n    ...QueueLearnerFields\n  }\n}"): (typeof documents)["mutation AllocateLearner($entryId: ID!, $franchiseId: ID!) {\n  allocateLearner(entryId: $entryId, franchiseId: $franchiseId) {\n    ...QueueLearnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllocationQueueLearner($id: ID!) {\n  allocationQueueLearner(id: $id) {\n    learner {\n      ...QueueLearnerFields\n    }\n    history {\n      id\n      instructorName\n      offeredAt\n      outcome\n      answeredAt\n      reason\n    }\n    suggestions {\n      franchiseId\n      instructorId\n      instructorName\n      adiNumber\n      franchiseName\n      taken\n      capacity\n      reasons\n    }\n  }\n}"): (typeof documents)["query AllocationQueueLearner($id: ID!) {\n  allocationQueueLearner(id: $id) {\n    learner {\n      ...QueueLearnerFields\n    }\n    history {\n      id\n      instructorName\n      offeredAt\n      outcome\n      answeredAt\n      reason\n    }\n    suggestions {\n      franchiseId\n      instructorId\n      instructorName\n      adiNumber\n      franchiseName\n      taken\n      capacity\n      reasons\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllocationQueue($brand: BrandCode) {\n  allocationQueue(brand: $brand) {\n    ...QueueLearnerFields\n  }\n}\n\nfragment QueueLearnerFields on QueueLearner {\n  id\n  brand\n  name\n  emailAddress\n  mobileNumber\n  postcode\n  lessonType\n  transmission\n  preferredDays\n  preferredParts\n  joinedAt\n  state\n  offeredTo\n  tries\n}"): (typeof documents)["query AllocationQueue($brand: BrandCode) {\n  allocationQueue(brand: $brand) {\n    ...QueueLearnerFields\n  }\n}\n\nfragment QueueLearnerFields on QueueLearner {\n  id\n  brand\n  name\n  emailAddress\n  mobileNumber\n  postcode\n  lessonType\n  transmission\n  preferredDays\n  preferredParts\n  joinedAt\n  state\n  offeredTo\n  tries\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InstructorAuditTrail($instructorId: ID!, $beforeSeq: Int) {\n  instructorAuditTrail(instructorId: $instructorId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery StaffAuditTrail($staffId: ID!, $beforeSeq: Int) {\n  staffAuditTrail(staffId: $staffId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery OfficeStaffMembers {\n  officeStaffMembers {\n    id\n    name\n    email\n    roles\n  }\n}\n\nfragment AuditTrailPageFields on AuditTrailPage {\n  nextBeforeSeq\n  entries {\n    seq\n    at\n    operation\n    targetType\n    targetId\n    instructorId\n    before\n    after\n    staff {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query InstructorAuditTrail($instructorId: ID!, $beforeSeq: Int) {\n  instructorAuditTrail(instructorId: $instructorId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery StaffAuditTrail($staffId: ID!, $beforeSeq: Int) {\n  staffAuditTrail(staffId: $staffId, beforeSeq: $beforeSeq) {\n    ...AuditTrailPageFields\n  }\n}\n\nquery OfficeStaffMembers {\n  officeStaffMembers {\n    id\n    name\n    email\n    roles\n  }\n}\n\nfragment AuditTrailPageFields on AuditTrailPage {\n  nextBeforeSeq\n  entries {\n    seq\n    at\n    operation\n    targetType\n    targetId\n    instructorId\n    before\n    after\n    staff {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}"): (typeof documents)["query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}"): (typeof documents)["mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}"): (typeof documents)["mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}"): (typeof documents)["mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}"): (typeof documents)["mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffSignOut {\n  staffSignOut\n}"): (typeof documents)["mutation StaffSignOut {\n  staffSignOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Directory($input: DirectorySearchInput) {\n  directory(input: $input) {\n    nextPage\n    pageSize\n    items {\n      id\n      adiNumber\n      status\n      postcode\n      capacityFull\n      name {\n        fullName\n      }\n      franchises {\n        id\n        name\n        type\n        brand\n        full\n      }\n    }\n  }\n}"): (typeof documents)["query Directory($input: DirectorySearchInput) {\n  directory(input: $input) {\n    nextPage\n    pageSize\n    items {\n      id\n      adiNumber\n      status\n      postcode\n      capacityFull\n      name {\n        fullName\n      }\n      franchises {\n        id\n        name\n        type\n        brand\n        full\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfficeInstructor($id: ID!) {\n  officeInstructor(id: $id) {\n    ...InstructorPageFields\n  }\n}\n\nmutation SetCapacityLock($input: CapacityLockInput!) {\n  setCapacityLock(input: $input) {\n    ...InstructorPageFields\n  }\n}\n\nfragment InstructorPageFields on InstructorPage {\n  id\n  adiNumber\n  status\n  name {\n    fullName\n  }\n  email\n  mobile\n  postcode\n  town\n  franchises {\n    id\n    name\n    type\n    brand\n    transmission\n    fromDate\n    dormant\n    districts\n    capacity {\n      current\n      maximum\n      locked\n    }\n  }\n  learners {\n    counts {\n      status\n      count\n    }\n    pending {\n      id\n      name\n      franchiseId\n      allocatedAt\n    }\n  }\n  documents {\n    id\n    documentType\n    status\n    expiry\n  }\n  arrears {\n    total {\n      formatted\n      pence\n    }\n    invoices {\n      id\n      reference\n      amount {\n        formatted\n      }\n      date\n    }\n  }\n  messages {\n    id\n    body\n    created\n    fromInstructor\n    agentName\n  }\n  links {\n    allocation {\n      label\n      path\n    }\n    documents {\n      label\n      path\n    }\n    chat {\n      label\n      path\n    }\n    auditTrail {\n      label\n      path\n    }\n  }\n}"): (typeof documents)["query OfficeInstructor($id: ID!) {\n  officeInstructor(id: $id) {\n    ...InstructorPageFields\n  }\n}\n\nmutation SetCapacityLock($input: CapacityLockInput!) {\n  setCapacityLock(input: $input) {\n    ...InstructorPageFields\n  }\n}\n\nfragment InstructorPageFields on InstructorPage {\n  id\n  adiNumber\n  status\n  name {\n    fullName\n  }\n  email\n  mobile\n  postcode\n  town\n  franchises {\n    id\n    name\n    type\n    brand\n    transmission\n    fromDate\n    dormant\n    districts\n    capacity {\n      current\n      maximum\n      locked\n    }\n  }\n  learners {\n    counts {\n      status\n      count\n    }\n    pending {\n      id\n      name\n      franchiseId\n      allocatedAt\n    }\n  }\n  documents {\n    id\n    documentType\n    status\n    expiry\n  }\n  arrears {\n    total {\n      formatted\n      pence\n    }\n    invoices {\n      id\n      reference\n      amount {\n        formatted\n      }\n      date\n    }\n  }\n  messages {\n    id\n    body\n    created\n    fromInstructor\n    agentName\n  }\n  links {\n    allocation {\n      label\n      path\n    }\n    documents {\n      label\n      path\n    }\n    chat {\n      label\n      path\n    }\n    auditTrail {\n      label\n      path\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveDocument($input: ApproveDocumentInput!) {\n  approveDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}"): (typeof documents)["mutation ApproveDocument($input: ApproveDocumentInput!) {\n  approveDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DocumentReviewQueue($brand: BrandCode, $limit: Int, $after: String) {\n  documentReviewQueue(brand: $brand, limit: $limit, after: $after) {\n    nextPage\n    items {\n      ...ReviewDocumentFields\n    }\n  }\n}"): (typeof documents)["query DocumentReviewQueue($brand: BrandCode, $limit: Int, $after: String) {\n  documentReviewQueue(brand: $brand, limit: $limit, after: $after) {\n    nextPage\n    items {\n      ...ReviewDocumentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExpiringDocuments($brand: BrandCode) {\n  expiringDocuments(brand: $brand) {\n    ...ReviewDocumentFields\n  }\n}"): (typeof documents)["query ExpiringDocuments($brand: BrandCode) {\n  expiringDocuments(brand: $brand) {\n    ...ReviewDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectDocument($input: RejectDocumentInput!) {\n  rejectDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}"): (typeof documents)["mutation RejectDocument($input: RejectDocumentInput!) {\n  rejectDocument(input: $input) {\n    ...ReviewDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewDocumentFields on ReviewDocument {\n  id\n  documentType\n  documentDescription\n  status\n  expiry\n  hasExpiry\n  uploadedDate\n  dateApproved\n  rejectionReason\n  fileType\n  fileUrl\n  instructor {\n    id\n    firstName\n    lastName\n    adiNumber\n    brands\n  }\n}"): (typeof documents)["fragment ReviewDocumentFields on ReviewDocument {\n  id\n  documentType\n  documentDescription\n  status\n  expiry\n  hasExpiry\n  uploadedDate\n  dateApproved\n  rejectionReason\n  fileType\n  fileUrl\n  instructor {\n    id\n    firstName\n    lastName\n    adiNumber\n    brands\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReviewDocument($id: ID!) {\n  reviewDocument(id: $id) {\n    ...ReviewDocumentFields\n  }\n}"): (typeof documents)["query ReviewDocument($id: ID!) {\n  reviewDocument(id: $id) {\n    ...ReviewDocumentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}"): (typeof documents)["query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;