import { parseJobHere } from '@/lib/document-jobs/parse-here';
import { answerParseRequests } from '@/lib/platform/offscreen';

// Where CV documents are parsed away from the popup: Chrome's offscreen document, Firefox's background frame.
answerParseRequests(parseJobHere);
