import { describe, expect, it } from 'vitest'
import { isJobsRunner, JOBS_RUNNER_HEADER, jobsRunnerKey } from './runner'

describe('the server job runner key', () => {
  const secret = 'a'.repeat(40)
  it('lets the server in with the key derived from its secret', () => {
    expect(isJobsRunner(new Headers({ [JOBS_RUNNER_HEADER]: jobsRunnerKey(secret) }), secret)).toBe(true)
  })
  it('refuses a missing, wrong or other-secret key', () => {
    expect(isJobsRunner(new Headers(), secret)).toBe(false)
    expect(isJobsRunner(new Headers({ [JOBS_RUNNER_HEADER]: 'x' }), secret)).toBe(false)
    expect(isJobsRunner(new Headers({ [JOBS_RUNNER_HEADER]: jobsRunnerKey('b'.repeat(40)) }), secret)).toBe(false)
  })
})
