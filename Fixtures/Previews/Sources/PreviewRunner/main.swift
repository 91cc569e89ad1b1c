import Catalog

// Renders every preview `Catalog` declares, as a canvas would.
for preview in CatalogPreviews.render() {
    print(preview)
    print("--")
}
