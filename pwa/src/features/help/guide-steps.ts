/** The user guide's five steps (docs/product.md#help-pages); images are real screens made by
 * scripts/make-pwa-guide.ts. */
export const guideSteps = [
  {
    title: 'Evaluation Home Page',
    image: '/guide/step-1.png',
    text: 'After you sign in, your dashboard shows your profile, your plan and your most recent patients. Evaluation in the top menu opens the patient search.',
  },
  {
    title: 'Search Patient Using Patient ID',
    image: '/guide/step-2.png',
    text: 'Type a patient id or name in the search box. The Recent Patients table lists matches; the edit icon opens the patient.',
  },
  {
    title: 'Add and View Evaluation for Patient',
    image: '/guide/step-3.png',
    text: "The patient page lists every visit. Add starts a new main evaluation; Details opens the patient's evaluations and notes.",
  },
  {
    title: 'Edit Patient Personal Data',
    image: '/guide/step-4.png',
    text: 'Edit on the patient page opens Update Patient Info, where you change the name, contact details and date of birth.',
  },
  {
    title: 'Add or Delete SOAP Notes',
    image: '/guide/step-5.png',
    text: 'Progress, update and discharge notes each have their own table with Add, Edit and Report buttons.',
  },
] as const;
