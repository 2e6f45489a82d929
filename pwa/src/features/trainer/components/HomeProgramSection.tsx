import type { TrainerExercise } from '@optolight/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchMyProgram } from '../api/home';
import { refreshProgram, useCachedProgram } from '../data/program-store';
import type { TrainerDb } from '../data/trainer-db';
import { HomeQuestionnaireCard } from './HomeQuestionnaireCard';
import { LinkTherapistForm } from './LinkTherapistForm';
import { MyProgramCard } from './MyProgramCard';

/**
 * A patient account's link, programme and questionnaire above the free exercises: fetched on opening and on
 * coming back online, kept on the device for offline use (docs/product.md#home-programme).
 */
export function HomeProgramSection({
  db,
  onPick,
}: {
  db: TrainerDb;
  onPick: (exercise: TrainerExercise, startLevel: number) => void;
}) {
  const cached = useCachedProgram(db);
  const [isFresh, setFresh] = useState(false);
  const refresh = useCallback(async () => {
    setFresh((await refreshProgram(db, fetchMyProgram)) === 'fresh');
  }, [db]);
  useEffect(() => {
    const run = () => void refresh();
    run();
    window.addEventListener('online', run);
    return () => {
      window.removeEventListener('online', run);
    };
  }, [refresh]);
  if (cached === undefined) return null;
  if (!cached?.answer.therapist)
    return (
      <>
        {(isFresh || cached) && <LinkTherapistForm onLinked={refresh} />}
        <HomeQuestionnaireCard db={db} isLinked={false} />
      </>
    );
  return (
    <>
      <MyProgramCard
        db={db}
        cached={cached}
        isFresh={isFresh}
        onPick={onPick}
        onChanged={refresh}
      />
      <HomeQuestionnaireCard db={db} isLinked />
    </>
  );
}
