import { expect, test } from './fixtures'
import { staff, staffGet, TestContent } from './support'

/*
 * The back office's map for a project's coordinates: staff click on the map, the latitude and
 * longitude fields take the clicked place, and publishing keeps it. The tiles come only from the
 * configured tile server (MAP_TILE_URL, OpenStreetMap's by default; the fixture answers them
 * with a blank tile, so nothing leaves the machine). The project is the test's own.
 */

const content = new TestContent()
let project = 0

test.beforeAll(async ({ request }) => {
  const city = await content.create(request, 'cities', { name: 'Kaartdorp', zip: '9982', country: '10' }, 'en')
  project = await content.create(request, 'projects', {
    title: `Map project ${Date.now().toString(36)}`,
    city,
    latitude: 51.05,
    longitude: 3.72,
    _status: 'published',
  })
})

test.afterAll(async ({ request }) => {
  await content.removeAll(request)
})

test('a click on the back-office map sets the coordinates, and publishing keeps them', async ({
  page,
  request,
  offsite,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  // In English, the one language the test's project has a title in (publishing checks it).
  await page.goto(`/admin/collections/projects/${project}?locale=en`)

  const field = page.getByTestId('location-field')
  await expect(field.getByTestId('location-current')).toHaveText('Current position: 51.05, 3.72')
  const map = field.getByRole('application', { name: 'Map to place the position' })
  await map.scrollIntoViewIfNeeded()
  // Leaflet has drawn the map with its pin on the stored position.
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached({ timeout: 20_000 })
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1)

  // The map is centred on 51.05, 3.72 at zoom 15, where 100 px east is 100 × 360 / (256 × 2^15)
  // ≈ 0.00429° of longitude; the latitude stays.
  const box = (await map.boundingBox())!
  await page.mouse.click(box.x + box.width / 2 + 100, box.y + box.height / 2)
  const latitude = page.locator('input[name="latitude"]')
  const longitude = page.locator('input[name="longitude"]')
  await expect.poll(async () => Number(await longitude.inputValue())).toBeCloseTo(3.72429, 3)
  expect(Number(await latitude.inputValue())).toBeCloseTo(51.05, 3)
  const shown = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) }
  await expect(field.getByTestId('location-current')).toHaveText(`Current position: ${shown.lat}, ${shown.lng}`)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  // Payload's toast says how the save went.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveText(/Updated successfully\./, { timeout: 30_000 })
  await expect
    .poll(async () => {
      const doc = await staffGet<{ latitude: number; longitude: number }>(request, `/api/projects/${project}?depth=0`)
      return [doc.latitude, doc.longitude]
    })
    .toEqual([shown.lat, shown.lng])

  // Every request off the machine was a tile of the configured server.
  expect(offsite.length).toBeGreaterThan(0)
  expect(offsite.filter((url) => !/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toEqual([])
})
