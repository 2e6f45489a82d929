import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';

/** The page's h1. It also names the browser tab, so each route has a distinct title; a page
 * whose heading names a patient gives the tab another (`documentTitle`), as the browser keeps
 * tab titles in its history, out of reach of logout. */
export function PageTitle({
  children,
  documentTitle = children,
  ...props
}: TitleProps & { children: string; documentTitle?: string }) {
  useEffect(() => {
    document.title = `${documentTitle} · Optolight`;
  }, [documentTitle]);
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}
