/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BrandCode =
  | 'AADS'
  | 'BSM';

export type DayPart =
  | 'Afternoon'
  | 'Evening'
  | 'Morning';

export type OfficeRole =
  | 'Admin'
  | 'Allocations'
  | 'Content'
  | 'Finance'
  | 'Support';

export type QueueAttemptOutcome =
  | 'Accepted'
  | 'Pending'
  | 'Rejected';

export type QueueLessonType =
  | 'Motability'
  | 'PassPlus'
  | 'Standard';

/** Where a learner of the allocation queue is: waiting, offered to an instructor (Pending there), or allocated. */
export type QueueState =
  | 'Allocated'
  | 'Offered'
  | 'Waiting';

export type QueueTransmission =
  | 'Automatic'
  | 'Manual';

export type SecondFactorKind =
  | 'Passkey'
  | 'RecoveryCode'
  | 'Totp';

export type AllocateLearnerMutationVariables = Exact<{
  entryId: string | number;
  franchiseId: string | number;
}>;


export type AllocateLearnerMutation = { __typename: 'Mutation', allocateLearner: { __typename: 'QueueLearner', id: string, brand: BrandCode, name: string, emailAddress: string, mobileNumber: string | null, postcode: string, lessonType: QueueLessonType, transmission: QueueTransmission, preferredDays: Array<number>, preferredParts: Array<DayPart>, joinedAt: string, state: QueueState, offeredTo: string | null, tries: number } };

export type AllocationQueueLearnerQueryVariables = Exact<{
  id: string | number;
}>;


export type AllocationQueueLearnerQuery = { __typename: 'Query', allocationQueueLearner: { __typename: 'QueueLearnerDetail', learner: { __typename: 'QueueLearner', id: string, brand: BrandCode, name: string, emailAddress: string, mobileNumber: string | null, postcode: string, lessonType: QueueLessonType, transmission: QueueTransmission, preferredDays: Array<number>, preferredParts: Array<DayPart>, joinedAt: string, state: QueueState, offeredTo: string | null, tries: number }, history: Array<{ __typename: 'QueueAttempt', id: string, instructorName: string, offeredAt: string, outcome: QueueAttemptOutcome, answeredAt: string | null, reason: string | null }>, suggestions: Array<{ __typename: 'InstructorSuggestion', franchiseId: string, instructorId: string, instructorName: string, adiNumber: string, franchiseName: string, taken: number, capacity: number, reasons: Array<string> }> } };

export type AllocationQueueQueryVariables = Exact<{
  brand?: BrandCode | null | undefined;
}>;


export type AllocationQueueQuery = { __typename: 'Query', allocationQueue: Array<{ __typename: 'QueueLearner', id: string, brand: BrandCode, name: string, emailAddress: string, mobileNumber: string | null, postcode: string, lessonType: QueueLessonType, transmission: QueueTransmission, preferredDays: Array<number>, preferredParts: Array<DayPart>, joinedAt: string, state: QueueState, offeredTo: string | null, tries: number }> };

export type QueueLearnerFieldsFragment = { __typename: 'QueueLearner', id: string, brand: BrandCode, name: string, emailAddress: string, mobileNumber: string | null, postcode: string, lessonType: QueueLessonType, transmission: QueueTransmission, preferredDays: Array<number>, preferredParts: Array<DayPart>, joinedAt: string, state: QueueState, offeredTo: string | null, tries: number };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { __typename: 'Query', staffMe: { __typename: 'StaffMember', id: string, name: string, email: string, roles: Array<OfficeRole>, brands: Array<BrandCode> } | null };

export type StaffMemberFieldsFragment = { __typename: 'StaffMember', id: string, name: string, email: string, roles: Array<OfficeRole>, brands: Array<BrandCode> };

export type StaffSecondFactorMutationVariables = Exact<{
  signInId: string | number;
  code: string;
}>;


export type StaffSecondFactorMutation = { __typename: 'Mutation', staffSecondFactor: { __typename: 'StaffCodeResult', success: boolean, message: string | null, startAgain: boolean, recoveryCodesLeft: number | null, staff: { __typename: 'StaffMember', id: string, name: string, email: string, roles: Array<OfficeRole>, brands: Array<BrandCode> } | null } };

export type StaffSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StaffSignInMutation = { __typename: 'Mutation', staffSignIn: { __typename: 'StaffPasswordResult', success: boolean, signInId: string | null, factors: Array<SecondFactorKind>, message: string | null, lockoutSeconds: number | null } };

export type StaffSignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutEverywhereMutation = { __typename: 'Mutation', staffSignOutEverywhere: boolean };

export type StaffSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffSignOutMutation = { __typename: 'Mutation', staffSignOut: boolean };

export const QueueLearnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueLearnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueLearner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDays"}},{"kind":"Field","name":{"kind":"Name","value":"preferredParts"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offeredTo"}},{"kind":"Field","name":{"kind":"Name","value":"tries"}}]}}]} as unknown as DocumentNode<QueueLearnerFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}}]}}]} as unknown as DocumentNode<StaffMemberFieldsFragment, unknown>;
export const AllocateLearnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocateLearner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"allocateLearner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"franchiseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"franchiseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueLearnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueLearnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueLearner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDays"}},{"kind":"Field","name":{"kind":"Name","value":"preferredParts"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offeredTo"}},{"kind":"Field","name":{"kind":"Name","value":"tries"}}]}}]} as unknown as DocumentNode<AllocateLearnerMutation, AllocateLearnerMutationVariables>;
export const AllocationQueueLearnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllocationQueueLearner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"allocationQueueLearner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueLearnerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"adiNumber"}},{"kind":"Field","name":{"kind":"Name","value":"franchiseName"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueLearnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueLearner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDays"}},{"kind":"Field","name":{"kind":"Name","value":"preferredParts"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offeredTo"}},{"kind":"Field","name":{"kind":"Name","value":"tries"}}]}}]} as unknown as DocumentNode<AllocationQueueLearnerQuery, AllocationQueueLearnerQueryVariables>;
export const AllocationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllocationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BrandCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"allocationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueLearnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueLearnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueueLearner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"}},{"kind":"Field","name":{"kind":"Name","value":"transmission"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDays"}},{"kind":"Field","name":{"kind":"Name","value":"preferredParts"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offeredTo"}},{"kind":"Field","name":{"kind":"Name","value":"tries"}}]}}]} as unknown as DocumentNode<AllocationQueueQuery, AllocationQueueQueryVariables>;
export const StaffMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}}]}}]} as unknown as DocumentNode<StaffMeQuery, StaffMeQueryVariables>;
export const StaffSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signInId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"signInId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signInId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"startAgain"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}}]}}]} as unknown as DocumentNode<StaffSecondFactorMutation, StaffSecondFactorMutationVariables>;
export const StaffSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"signInId"}},{"kind":"Field","name":{"kind":"Name","value":"factors"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lockoutSeconds"}}]}}]}}]} as unknown as DocumentNode<StaffSignInMutation, StaffSignInMutationVariables>;
export const StaffSignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSignOutEverywhere"}}]}}]} as unknown as DocumentNode<StaffSignOutEverywhereMutation, StaffSignOutEverywhereMutationVariables>;
export const StaffSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSignOut"}}]}}]} as unknown as DocumentNode<StaffSignOutMutation, StaffSignOutMutationVariables>;