import { beforeEach } from 'vitest'

/*
 * In CI a deployment test that fails runs once more (vitest.config.ts), and one that passes then
 * is reported without the error of its first attempt: written here, CI's log says what failed.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    for (const error of task.result?.errors ?? []) {
      console.error(
        `[failed attempt ${(task.result?.retryCount ?? 0) + 1}] ${task.name}\n${error.stack ?? error.message}`,
      )
    }
  })
})
