import { Button } from '@mantine/core';

const shareText = 'I use Optolight for vision and eye-muscle therapy records. Have a look:';

/** Shares a link with the Web Share API; a mailto link where the browser has none. */
export function SuggestFriend() {
  const url = window.location.origin;
  if (typeof navigator.share !== 'function') {
    const mailto = `mailto:?subject=${encodeURIComponent('Try Optolight')}&body=${encodeURIComponent(`${shareText} ${url}`)}`;
    return (
      <Button component="a" href={mailto} variant="default">
        Suggest by email
      </Button>
    );
  }
  const share = async () => {
    try {
      await navigator.share({ title: 'Optolight', text: shareText, url });
    } catch {
      // The person closed the share sheet: nothing to do.
    }
  };
  return (
    <Button variant="default" onClick={() => void share()}>
      Share Optolight
    </Button>
  );
}
