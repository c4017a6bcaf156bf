import { ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ErrorReason, reasonCodes } from '@portal/domain/errors';
import { themeFor } from '@portal/ui/brand';
import { SnackbarHost } from '@portal/ui/feedback';
import { render } from '@testing-library/react';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Client, type Exchange, makeErrorResult, makeResult, type Operation, Provider } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import type { DataOf, OperationKey, VariablesFor } from '../../../test/graphql-operations.ts';

/**
 * What the fake server answers for an operation: its data (typed by the generated documents), or a GraphQL
 * error with the server's message and, as the services send it, its reason.
 */
export type FakeAnswer<D> = { data: D } | { error: string; reason?: ErrorReason };
/** Answers by operation name, written camelCase: `createLesson` answers the CreateLesson operation. */
export type FakeServer = { [K in OperationKey]?: (variables: VariablesFor<K>) => FakeAnswer<DataOf<K>> };
type AnyHandler = (variables: Record<string, unknown>) => FakeAnswer<unknown>;

const errorOf = ({ error, reason }: { error: string; reason?: ErrorReason }) => ({
  message: error,
  ...(reason ? { extensions: { code: reasonCodes[reason], reason } } : {}),
});

const operationName = (op: Operation): string =>
  op.query.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))[0] ?? '';

/** A real urql client whose only exchange answers from the given handlers, recording every call. */
const fakeClient = (server: FakeServer) => {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind !== 'teardown'),
      mergeMap((op) => {
        const name = operationName(op);
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        calls.push({ name, variables });
        const handler = (server as Record<string, AnyHandler | undefined>)[
          name.charAt(0).toLowerCase() + name.slice(1)
        ];
        if (!handler) return fromValue(makeErrorResult(op, new Error(`No fake for ${name}`)));
        const answer = handler(variables);
        if ('error' in answer) {
          return fromValue(makeResult(op, { errors: [errorOf(answer)] as never, data: null }));
        }
        return fromValue(makeResult(op, { data: answer.data as Record<string, unknown> }));
      }),
    );
  const client = new Client({ url: '/graphql', exchanges: [exchange] });
  return { client, calls, callsOf: (name: string) => calls.filter((c) => c.name === name) };
};

/** Renders calendar UI with the providers the app gives it: theme, date pickers, toasts, router, GraphQL. */
export const renderCalendar = (ui: ReactElement, server: FakeServer = {}) => {
  const fake = fakeClient(server);
  const view = render(
    <Provider value={fake.client}>
      <ThemeProvider theme={themeFor('aa')}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
          <SnackbarHost>
            {/* Address changes commit at once here: a transition started outside act() never lands in jsdom. */}
            <MemoryRouter useTransitions={false}>{ui}</MemoryRouter>
          </SnackbarHost>
        </LocalizationProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, ...fake };
};
