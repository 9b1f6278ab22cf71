import { useTranslation } from "~/lib/use-translation";

import { siteLinks } from "./site-links";

/** Twitter, the chat group (labelled Instagram, as the specification has it), Facebook. */
export function SocialLinks() {
  const { t } = useTranslation();
  const links = [
    { href: siteLinks.twitter, key: "twitter" },
    { href: siteLinks.chatGroup, key: "instagram" },
    { href: siteLinks.facebook, key: "facebook" },
  ] as const;
  return (
    <ul className="flex flex-wrap gap-4" data-testid="social-links">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} target="_blank" rel="noreferrer" className="hover:text-white" data-testid={`social-${link.key}`}>
            {t(`landing:social.${link.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
