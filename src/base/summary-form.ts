/** How a summary is written: Markdown for a job summary, plain text for a terminal. */
export type SummaryForm = 'markdown' | 'text';
