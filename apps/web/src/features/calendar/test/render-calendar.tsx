import { ThemeProvider } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render } from '@testing-library/react';
import { enGB } from 'date-fns/locale/en-GB';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Client, type Exchange, makeErrorResult, makeResult, type Operation, Provider } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import { themeFor } from '../../../components/brand/brand-theme.ts';

/** What the fake server answers for an operation: data, or an error message (a GraphQL error). */
export type FakeAnswer = { data: unknown } | { error: string };
/** Answers by operation name, written camelCase: `createLesson` answers the CreateLesson operation. */
export type FakeServer = Record<string, (variables: Record<string, unknown>) => FakeAnswer>;

const operationName = (op: Operation): string =>
  op.query.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))[0] ?? '';

/** A real urql client whose only exchange answers from the given handlers, recording every call. */
export const fakeClient = (server: FakeServer) => {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind !== 'teardown'),
      mergeMap((op) => {
        const name = operationName(op);
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        calls.push({ name, variables });
        const handler = server[name.charAt(0).toLowerCase() + name.slice(1)];
        if (!handler) return fromValue(makeErrorResult(op, new Error(`No fake for ${name}`)));
        const answer = handler(variables);
        if ('error' in answer) {
          return fromValue(makeResult(op, { errors: [{ message: answer.error }] as never, data: null }));
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
          <SnackbarProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </SnackbarProvider>
        </LocalizationProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, ...fake };
};
