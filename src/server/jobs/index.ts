export { createJobRunner, type Job } from './runner';
