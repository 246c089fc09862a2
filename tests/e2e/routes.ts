/**
 * Every documentation route of the spec's route table (60), with the title its page must
 * have. The shell suite visits each one; the sitemap test checks that the build has exactly
 * these pages (conref fragments are routable but absent from the sidebar and sitemap).
 */
export interface RouteCase {
  path: string;
  /** Expected <h1>/document title before " | Etherlink documentation"; null = not checked. */
  title: string | null;
  inSidebar: boolean;
}

const page = (path: string, title: string | null = null): RouteCase => ({path, title, inSidebar: true});

export const fragment = (path: string): RouteCase => ({path, title: null, inSidebar: false});

export const routes: RouteCase[] = [
  page('/', 'What is Etherlink?'),
];

export const SITE_TITLE = 'Etherlink documentation';
