/**
 * User-interface texts of the spec that are not errors: success toasts, screen titles, banners, and the texts the
 * assistant's tool results are made of. Errors live in errors.ts; these live here once so the web app, the server
 * (tool results) and the end-to-end tests read the same words.
 */
import { ARTEFACT_TYPE_LABELS, type ArtefactType } from './artefact.ts';

export const uiText = {
  loading: 'Loading...',

  // Authentication (§8)
  signedIn: 'Signed in successfully!',
  accountUpgraded: 'Account upgraded successfully! Your chat history has been preserved.',
  authErrorTitle: 'Authentication Error',
  authErrorText: 'Please refresh the page and try again.',

  // Guard and error screens (§2)
  accessDeniedTitle: 'Access Denied',
  whatsappAdminRequired: 'You need WhatsApp admin privileges to access this page.',
  crashTitle: 'Something went wrong',
  crashText: 'The application encountered an error and needs to be restarted.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  notFoundTitle: 'Page not found',

  // App update banner (§2)
  newVersionAvailable: 'New version available',
  update: 'Update',
  dismiss: 'Dismiss',

  // Notifications (§8)
  allNotificationsMarkedRead: 'All notifications marked as read',

  // Screen sharing (§2, §8)
  shareMyScreen: 'Share My Screen',
  screenSharingActive: 'Screen Sharing Active',
  stopSharing: 'Stop Sharing',
  screenSharingErrorTitle: 'Screen Sharing Error',
  screenSharingStartedTitle: 'Screen Sharing Started',
  screenSharingStartedDomMirroring: 'Sharing in DOM mirroring mode.',
  screenSharingStartedScreenCapture: 'Sharing with WebRTC screen capture.',
  screenSharingStoppedTitle: 'Screen Sharing Stopped',
  screenSharingStoppedText: 'Viewers can no longer see your screen',
  adminViewingRequestTitle: 'Admin Viewing Request',
  adminViewingRequestText: 'An admin would like to view your screen to help you. Allow it?',
  sessionEndedTitle: 'Session Ended',
  sessionEndedText: 'Admin has stopped viewing your screen.',
} as const;

export type UiTextKey = keyof typeof uiText;

/** The two texts a tool result is shown as: a short title and a line of detail. */
export interface ToolResultText {
  title: string;
  detail: string;
}

/** The update tool found no document of that kind in the session. */
export function documentNotFoundText(type: ArtefactType): ToolResultText {
  return {
    title: 'Not Found',
    detail: `No ${ARTEFACT_TYPE_LABELS[type]} document exists for this session to update`,
  };
}

export function documentUpdateFailedText(type: ArtefactType): ToolResultText {
  return { title: `Failed to Update ${ARTEFACT_TYPE_LABELS[type]}`, detail: 'Please try again' };
}

export function documentSavedText(type: ArtefactType): ToolResultText {
  return {
    title: `${ARTEFACT_TYPE_LABELS[type]} Saved`,
    detail: 'The document has been saved to this session',
  };
}

/** Appended to a reply when tool processing fails, so the user knows the conversation goes on. */
export const TOOL_PROCESSING_ERROR_NOTE =
  'Note: there was a problem processing the document tools. I will continue manually in this conversation.';
