import { documentJobs } from './job-store';
import { createJobParser } from './parse-job';

/** The parser page's parser of document jobs (see lib/platform/offscreen.ts). */
export const parseJobHere = createJobParser(documentJobs);
