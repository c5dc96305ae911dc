/** The `fields=` options of the contract: plain constants, usable where zod is not loaded. */
export const vacancyFields = ['address', 'tags', 'questions', 'faqs', 'benefits'] as const;
export type VacancyField = (typeof vacancyFields)[number];

export const commentFields = ['author', 'attachments'] as const;
export type CommentField = (typeof commentFields)[number];
