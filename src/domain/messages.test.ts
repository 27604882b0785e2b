import { describe, expect, it } from 'vitest';
import { ARTEFACT_TYPES } from './artefact.ts';
import { documentNotFoundText, documentUpdateFailedText, uiText } from './messages.ts';

describe('ui texts', () => {
  it('uses the exact success texts of the spec', () => {
    expect(uiText.signedIn).toBe('Signed in successfully!');
    expect(uiText.accountUpgraded).toBe(
      'Account upgraded successfully! Your chat history has been preserved.',
    );
    expect(uiText.allNotificationsMarkedRead).toBe('All notifications marked as read');
    expect(uiText.sessionEndedText).toBe('Admin has stopped viewing your screen.');
  });

  it('names the document kind in tool result texts', () => {
    expect(documentNotFoundText('prd')).toEqual({
      title: 'Not Found',
      detail: 'No PRD document exists for this session to update',
    });
    expect(documentUpdateFailedText('tech-stack')).toEqual({
      title: 'Failed to Update Tech Stack',
      detail: 'Please try again',
    });
  });

  it('has a tool result text for every document kind', () => {
    for (const type of ARTEFACT_TYPES) {
      expect(documentNotFoundText(type).detail).not.toContain('undefined');
      expect(documentUpdateFailedText(type).title).not.toContain('undefined');
    }
  });
});
