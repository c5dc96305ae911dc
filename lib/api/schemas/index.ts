export * from './common';
export * from './auth';
export * from './comment';
export * from './vacancy';
export * from './applicants';
export * from './candidate-meta';
export * from './error-body';
export * from './serialized-error';
