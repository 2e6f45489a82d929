import { createLazyRoute } from '@tanstack/react-router';
import { VideoTutorial } from '../features/help/components/VideoTutorial';

export const Route = createLazyRoute('/_signed-in/video-tutorial')({ component: VideoTutorial });
