// The period close (issue 26 §2): registry.ts lists the steps in order, steps/ holds them, runner.ts
// runs (or resumes) them for one period, types.ts is the contract of a step.
export { CLOSE_STEP_REGISTRY, closeStepsFor, closeStepNames } from "./registry";
export { VERIFY_FAILED, verifyBooks, type VerifyReport } from "./steps/verify";
export type { CloseInput, CloseStepContext, CloseStepDefinition, StepState } from "./types";
export { runCloseSteps, type CloseRunResult, type OnCloseProgress } from "./runner";
