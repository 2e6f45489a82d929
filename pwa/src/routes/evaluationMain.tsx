import { createLazyRoute } from '@tanstack/react-router';
import { EvaluationMainPage } from '../features/clinical/components/EvaluationMainPage';

export const Route = createLazyRoute('/_signed-in/evaluationMain')({
  component: EvaluationMainPage,
});
