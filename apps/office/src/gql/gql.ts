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
    "query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}": typeof types.StaffMeDocument,
    "mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": typeof types.StaffPasskeyOptionsDocument,
    "mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": typeof types.StaffSecondFactorDocument,
    "mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}": typeof types.StaffSignInDocument,
    "mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}": typeof types.StaffSignOutEverywhereDocument,
    "mutation StaffSignOut {\n  staffSignOut\n}": typeof types.StaffSignOutDocument,
    "query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}": typeof types.StaffSecurityDocument,
};
const documents: Documents = {
    "query StaffMe {\n  staffMe {\n    ...StaffMemberFields\n  }\n}\n\nfragment StaffMemberFields on StaffMember {\n  id\n  name\n  email\n  roles\n  brands\n  mustSetUpSecondFactor\n}": types.StaffMeDocument,
    "mutation StaffPasskeyOptions($signInId: ID!) {\n  staffPasskeyOptions(signInId: $signInId) {\n    options\n    message\n    startAgain\n  }\n}\n\nmutation StaffPasskeySignIn($signInId: ID!, $response: String!) {\n  staffPasskeySignIn(signInId: $signInId, response: $response) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": types.StaffPasskeyOptionsDocument,
    "mutation StaffSecondFactor($signInId: ID!, $code: String!) {\n  staffSecondFactor(signInId: $signInId, code: $code) {\n    success\n    staff {\n      ...StaffMemberFields\n    }\n    message\n    startAgain\n    recoveryCodesLeft\n  }\n}": types.StaffSecondFactorDocument,
    "mutation StaffSignIn($email: String!, $password: String!) {\n  staffSignIn(email: $email, password: $password) {\n    success\n    signInId\n    factors\n    message\n    lockoutSeconds\n    setUpSecondFactor\n  }\n}": types.StaffSignInDocument,
    "mutation StaffSignOutEverywhere {\n  staffSignOutEverywhere\n}": types.StaffSignOutEverywhereDocument,
    "mutation StaffSignOut {\n  staffSignOut\n}": types.StaffSignOutDocument,
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
export function graphql(source: "query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}"): (typeof documents)["query StaffSecurity {\n  staffSecurity {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    hasTotp\n    recoveryCodesLeft\n  }\n}\n\nmutation StaffPasskeyRegistrationOptions {\n  staffPasskeyRegistrationOptions\n}\n\nmutation StaffAddPasskey($name: String!, $response: String!) {\n  staffAddPasskey(name: $name, response: $response) {\n    id\n    name\n  }\n}\n\nmutation StaffRemovePasskey($id: ID!) {\n  staffRemovePasskey(id: $id)\n}\n\nmutation StaffTotpSetUp {\n  staffTotpSetUp {\n    secret\n    uri\n  }\n}\n\nmutation StaffConfirmTotp($secret: String!, $code: String!) {\n  staffConfirmTotp(secret: $secret, code: $code)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;