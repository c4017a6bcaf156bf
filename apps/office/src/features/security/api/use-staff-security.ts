import { useCallback } from 'react';
import { useQuery } from 'urql';
import {
  StaffAddPasskeyDocument,
  StaffConfirmTotpDocument,
  StaffPasskeyRegistrationOptionsDocument,
  StaffRemovePasskeyDocument,
  StaffSecurityDocument,
  StaffTotpSetUpDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The member's own second factors: passkeys, whether an authenticator app is set up, recovery codes left. */
export const useStaffSecurity = () => {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: StaffSecurityDocument,
    requestPolicy: 'network-only',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { security: data?.staffSecurity ?? null, fetching, failed: Boolean(error), refresh };
};

/** Adding a passkey: the options for the browser, then its new credential with the name the member gave it. */
export const useAddPasskey = () => {
  const options = useOutcomeMutation(StaffPasskeyRegistrationOptionsDocument);
  const add = useOutcomeMutation(StaffAddPasskeyDocument);
  const { run: runOptions } = options;
  const { run: runAdd } = add;
  const askOptions = useCallback(() => runOptions({}, (data) => data.staffPasskeyRegistrationOptions), [runOptions]);
  const submit = useCallback(
    (name: string, response: string) => runAdd({ name, response }, (data) => data.staffAddPasskey),
    [runAdd],
  );
  return { askOptions, submit, fetching: options.fetching || add.fetching };
};

export const useRemovePasskey = () => {
  const { run, fetching } = useOutcomeMutation(StaffRemovePasskeyDocument);
  const remove = useCallback((id: string) => run({ id }, (data) => data.staffRemovePasskey), [run]);
  return { remove, fetching };
};

/** Setting up an authenticator app: a secret to add, then a code from the app to prove it; recovery codes back. */
export const useTotpSetUp = () => {
  const setUp = useOutcomeMutation(StaffTotpSetUpDocument);
  const confirm = useOutcomeMutation(StaffConfirmTotpDocument);
  const { run: runSetUp } = setUp;
  const { run: runConfirm } = confirm;
  const start = useCallback(() => runSetUp({}, (data) => data.staffTotpSetUp), [runSetUp]);
  const submit = useCallback(
    (secret: string, code: string) => runConfirm({ secret, code }, (data) => data.staffConfirmTotp),
    [runConfirm],
  );
  return { start, submit, fetching: setUp.fetching || confirm.fetching };
};
