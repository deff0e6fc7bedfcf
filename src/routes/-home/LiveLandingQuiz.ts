/**
 * The landing quiz's machine and its selector, loaded when the test is first opened or when
 * answers wait for their results: `useLandingQuiz` starts it for as long as the page is shown.
 */
export { landingQuizMachine as machine, selectIsOpen } from '../../machines/landingQuiz';
