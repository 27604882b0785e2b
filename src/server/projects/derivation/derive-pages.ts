/**
 * Pages from the MVP document: a page per core feature (its name, a route from it, the feature's own description
 * as its purpose) whose user stories are the steps of the user flow that speak of that feature; the steps about
 * signing up or in make a "Sign up" page; the remaining steps (arriving, discovering) belong to the home page "/",
 * which every product has, with the MVP's overview as its purpose. Nothing is invented beyond the document's words.
 */
import type { MvpDocument } from '../../../domain/artefact-documents.ts';
import { slugify } from '../../../domain/project-items.ts';
import {
  keywords,
  overlaps,
  shortName,
  splitNameAndDescription,
  splitSteps,
  stripBullet,
  upperFirst,
} from './derivation-text.ts';
import type { DerivedItem } from './derived-items.ts';

/** Arriving is the home page's business, whatever the step mentions ("Arrives at the walker app"). */
const ARRIVAL_STEP = /^(?:\w+\s+)?(arrives?|lands?|opens?|visits?|discovers?|finds?)\b/i;
const AUTH_STEP =
  /\b(sign(?:s|ed)?[ -]?(?:up|in)|log(?:s|ged)?[ -]?in|register(?:s|ed)?|creates? (?:an |their )?account|onboard)/i;

export function derivePages(mvp: MvpDocument): DerivedItem<'page'>[] {
  const steps = splitSteps(mvp.user_flow);
  const features = mvp.core_features.map((entry) => splitNameAndDescription(stripBullet(entry)));
  const featureWords = features.map((f) => keywords(`${f.name} ${f.description ?? ''}`));
  const storiesOf = features.map((): string[] => []);
  const auth: string[] = [];
  const home: string[] = [];
  for (const step of steps) {
    const scores = featureWords.map((words) => overlaps(keywords(step), words));
    const best = Math.max(0, ...scores);
    if (AUTH_STEP.test(step)) auth.push(upperFirst(step));
    else if (ARRIVAL_STEP.test(step)) home.push(upperFirst(step));
    else if (best > 0) storiesOf[scores.indexOf(best)]?.push(upperFirst(step));
    else home.push(upperFirst(step));
  }

  const pages: DerivedItem<'page'>[] = [
    {
      key: '/',
      fields: {
        name: 'Home',
        route: '/',
        purpose: mvp.mvp_overview.trim().slice(0, 2000),
        userStories: home,
      },
    },
  ];
  if (auth.length > 0) {
    pages.push({
      key: '/sign-up',
      fields: {
        name: 'Sign up',
        route: '/sign-up',
        purpose: 'Where a new user creates an account and a returning one signs in',
        userStories: auth,
      },
    });
  }
  const taken = new Set(pages.map((p) => p.key));
  features.forEach((feature, i) => {
    const name = shortName(upperFirst(feature.name));
    let route = `/${slugify(feature.name).slice(0, 60).replace(/-+$/, '') || `feature-${i + 1}`}`;
    for (let n = 2; taken.has(route); n += 1) route = `${route.replace(/-\d+$/, '')}-${n}`;
    taken.add(route);
    pages.push({
      key: route,
      fields: {
        name,
        route,
        purpose: feature.description
          ? upperFirst(feature.description)
          : `Core feature of the MVP: ${feature.name}`,
        userStories: storiesOf[i] ?? [],
      },
    });
  });
  return pages;
}
