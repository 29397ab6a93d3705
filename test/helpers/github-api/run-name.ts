import { data, Evaluator, Lexer, Parser } from '@actions/expressions';

/**
 * The title GitHub gives a run (display_title): the workflow's `run-name`
 * with each `${{ }}` evaluated against the run's `inputs` and the `github`
 * context's workflow and event name, as Actions does; the workflow's name
 * when it has none. Evaluated with the expression library Actions publishes,
 * so `&&`, `||` and format() behave as they do on GitHub.
 */
export function runTitle(
  runName: string | undefined,
  context: { workflow: string; event: string; inputs: Readonly<Record<string, unknown>> },
): string {
  if (runName === undefined) return context.workflow;
  const contexts = new data.Dictionary(
    {
      key: 'inputs',
      value: new data.Dictionary(
        ...Object.entries(context.inputs).map(([key, value]) => ({
          key,
          value: new data.StringData(String(value)),
        })),
      ),
    },
    {
      key: 'github',
      value: new data.Dictionary(
        { key: 'workflow', value: new data.StringData(context.workflow) },
        { key: 'event_name', value: new data.StringData(context.event) },
      ),
    },
  );
  return runName.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => {
    const { tokens } = new Lexer(expression.trim()).lex();
    const parsed = new Parser(tokens, ['inputs', 'github'], []).parse();
    return new Evaluator(parsed, contexts).evaluate().coerceString();
  });
}
