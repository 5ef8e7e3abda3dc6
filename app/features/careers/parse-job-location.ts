// Country names as the openings write them → ISO 3166 codes, which job search engines require.
const countryCodes: Record<string, string> = {
  india: "IN",
  uae: "AE",
  "united arab emirates": "AE",
  usa: "US",
  us: "US",
  "united states": "US",
};

type ParsedLocation = { locality: string | null; country: string; remote: boolean };

/** 'Pune, India (hybrid)' → Pune / IN; 'United States (remote, Eastern time)' → US, remote. */
export function parseJobLocation(location: string): ParsedLocation {
  const remote = /\bremote\b/i.test(location);
  const plain = location.replace(/\(.*?\)/g, "").trim();
  const parts = plain.split(",").map((part) => part.trim()).filter(Boolean);
  const countryName = parts.at(-1) ?? plain;
  const country = countryCodes[countryName.toLowerCase()] ?? countryName;
  return { locality: parts.length > 1 ? parts[0]! : null, country, remote };
}
