// An example module for the cms admin: a page at #/{project}/ext/collections-overview that lists
// the project's own collections with how many items each holds, each opening its listing.
//
// The default export is the "mount" form; a custom element class would work as well (the admin
// would set api, router and project as its properties). The props a module gets:
//   api(path, { method, query, body })  calls the API as the signed-in user, path relative to the
//                                        project ("items/articles"); resolves to { data, meta },
//                                        rejects with an Error whose message the API gave
//   router.navigate(path)                opens an admin page ("/demo/collections/articles")
//   project                              the project's key

async function load(list, { api, router, project }) {
  const { data: collections } = await api('collections');
  const own = collections.filter((collection) => !collection.collection.startsWith('directus_'));
  const lines = await Promise.all(
    own.map(async ({ collection }) => {
      // limit=0 with meta=total_count: the count without the rows.
      const { meta } = await api(`items/${collection}`, {
        query: { limit: 0, meta: 'total_count' },
      });
      const line = document.createElement('li');
      const link = document.createElement('button');
      link.type = 'button';
      link.textContent = `${collection}: ${meta.total_count} items`;
      link.addEventListener('click', () =>
        router.navigate(`/${project}/collections/${encodeURIComponent(collection)}`),
      );
      line.append(link);
      return line;
    }),
  );
  list.replaceChildren(...lines);
}

export default {
  mount(element, props) {
    const heading = document.createElement('h2');
    heading.textContent = 'Collections';
    const list = document.createElement('ul');
    list.className = 'collections-overview';
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = 'Loading…';
    element.append(heading, status, list);
    load(list, props).then(
      () => status.remove(),
      (error) => {
        status.textContent = `Could not load the collections: ${error.message}`;
      },
    );
    return { unmount: () => element.replaceChildren() };
  },
};
