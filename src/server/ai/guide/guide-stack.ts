/**
 * The tech stack the guide proposes from the person's own constraints ("My team knows TypeScript", "Mobile app on
 * iOS and Android", "keep it cheap"): well-supported defaults, changed only where they said something.
 */

export interface ProposedStack {
  frontend: string[];
  backend: string[];
  database: string[];
  infrastructure: string;
  resources: string[];
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function proposeStack(constraints: string): ProposedStack {
  const c = constraints.toLowerCase();
  // "A web app first, mobile later" is a web app.
  const mobile =
    has(c, /\b(mobile|ios|android|phone|app store)\b/) && !has(c, /\bmobile later\b|\bweb(?: app)? first\b/);
  const frontend = mobile
    ? ['React Native with Expo', 'TypeScript']
    : has(c, /\bvue\b/)
      ? ['Vue 3', 'TypeScript', 'Tailwind CSS']
      : has(c, /\bsvelte/)
        ? ['SvelteKit', 'TypeScript', 'Tailwind CSS']
        : ['React', 'TypeScript', 'Tailwind CSS'];
  const backend = has(c, /\bpython|django|fastapi\b/)
    ? ['Python', 'FastAPI']
    : has(c, /\b(ruby|rails)\b/)
      ? ['Ruby on Rails']
      : has(c, /\bphp|laravel\b/)
        ? ['PHP', 'Laravel']
        : has(c, /\b(golang|go)\b/)
          ? ['Go', 'chi router']
          : has(c, /\b(java|kotlin|spring)\b/)
            ? ['Kotlin', 'Spring Boot']
            : ['Node.js', 'TypeScript', 'Hono'];
  const database = has(c, /\bmongo/)
    ? ['MongoDB']
    : has(c, /\bmysql\b/)
      ? ['MySQL']
      : has(c, /\bsupabase\b/)
        ? ['PostgreSQL (Supabase)']
        : ['PostgreSQL'];
  const infrastructure = has(c, /\baws\b|amazon/)
    ? 'AWS: the app on App Runner or ECS Fargate, the database on RDS, files on S3'
    : has(c, /\bazure\b/)
      ? 'Azure App Service with Azure Database'
      : has(c, /\bgcp\b|google cloud/)
        ? 'Google Cloud Run with Cloud SQL'
        : has(c, /\b(cheap|budget|free|low cost|simple)\b/)
          ? 'One small instance on a managed platform (Render, Fly.io or Railway) with a managed database, well inside the free or hobby tiers'
          : 'A managed platform (Render, Fly.io or Railway): automatic HTTPS, deploys from git, a managed database with daily backups';
  const docs: Record<string, string> = {
    React: 'React documentation: https://react.dev',
    'React Native with Expo': 'Expo documentation: https://docs.expo.dev',
    'Vue 3': 'Vue documentation: https://vuejs.org/guide/',
    SvelteKit: 'SvelteKit documentation: https://svelte.dev/docs/kit',
    'Node.js': 'Node.js documentation: https://nodejs.org/docs/latest/api/',
    Hono: 'Hono documentation: https://hono.dev/docs/',
    FastAPI: 'FastAPI documentation: https://fastapi.tiangolo.com',
    'Ruby on Rails': 'Rails guides: https://guides.rubyonrails.org',
    Laravel: 'Laravel documentation: https://laravel.com/docs',
    Go: 'Go documentation: https://go.dev/doc/',
    'Spring Boot': 'Spring Boot documentation: https://docs.spring.io/spring-boot/',
    PostgreSQL: 'PostgreSQL documentation: https://www.postgresql.org/docs/',
    'PostgreSQL (Supabase)': 'Supabase documentation: https://supabase.com/docs',
    MongoDB: 'MongoDB documentation: https://www.mongodb.com/docs/',
    MySQL: 'MySQL documentation: https://dev.mysql.com/doc/',
  };
  const resources = [...frontend, ...backend, ...database].flatMap((tech) =>
    docs[tech] ? [docs[tech]] : [],
  );
  return { frontend, backend, database, infrastructure, resources };
}
