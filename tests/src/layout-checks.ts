/**
 * Measurements the layout test makes in the page: how far it scrolls sideways, whether a cell is
 * really seen (inside its table's box and not covered by another cell), which buttons a toast
 * covers, and a record of the toasts shown (a MutationObserver, so a toast that came and went
 * between two looks is still known).
 */
import type { Locator, Page } from 'playwright-core';

/** Pixels the page scrolls sideways (0: it does not). */
export async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The page's content has loaded: a heading, and no loading bar left in the main area. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('main .loading') === null, undefined, {
    timeout: 30_000,
  });
}

/**
 * The cell is seen: its box is inside its scrolling table's box and the viewport, and the point
 * a little inside its left edge shows the cell itself (not a cell that slid over it).
 */
export async function cellSeen(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    // Bring the row into the window vertically only (the table's own sideways scroll stays):
    // elementFromPoint sees nothing below the fold.
    const before = element.getBoundingClientRect();
    window.scrollBy(0, before.top + before.height / 2 - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const wrap = element.closest('.table-wrap');
    if (wrap === null) return false;
    const frame = wrap.getBoundingClientRect();
    const inside =
      box.left >= frame.left - 1 &&
      box.right <= frame.right + 1 &&
      box.left >= 0 &&
      box.right <= window.innerWidth;
    const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return inside && hit !== null && (hit === element || element.contains(hit));
  });
}

/** Scroll a table's box as far right as it goes; returns how far it moved. */
export async function scrollTableToEnd(wrap: Locator): Promise<number> {
  return wrap.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
}

/** Start recording the text of every toast that appears (read with `toastsSeen`). */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLElement) {
            const toasts = node.matches('.toast') ? [node] : [...node.querySelectorAll('.toast')];
            for (const toast of toasts) seen.push(toast.textContent ?? '');
          }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

/**
 * The action buttons (buttons, links drawn as buttons, tick boxes, choices) a toast on screen
 * overlaps, by their accessible name or text: those a user would see without the toasts (the
 * point at their centre shows them, not the header over a button scrolled under it). The
 * toasts' own buttons do not count.
 */
export async function buttonsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const regions = [...document.querySelectorAll<HTMLElement>('.toasts')];
    const toasts = [...document.querySelectorAll('.toast')].map((toast) => toast.getBoundingClientRect());
    for (const region of regions) region.style.visibility = 'hidden';
    try {
      const controls = document.querySelectorAll(
        'button, a.button, [role="button"], input[type="checkbox"], select, summary',
      );
      const covered: string[] = [];
      for (const control of controls) {
        if (control.closest('.toasts') !== null) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit === null || !(hit === control || control.contains(hit))) continue;
        const overlaps = toasts.some(
          (toast) =>
            toast.left < box.right &&
            box.left < toast.right &&
            toast.top < box.bottom &&
            box.top < toast.bottom,
        );
        if (overlaps) covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?');
      }
      return covered;
    } finally {
      for (const region of regions) region.style.visibility = '';
    }
  });
}
