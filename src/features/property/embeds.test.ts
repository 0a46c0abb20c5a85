import { describe, expect, it } from 'vitest'
import { streetViewUrl, tourEmbed, videoEmbed } from './embeds'

describe('videoEmbed', () => {
  it('embeds YouTube links through the no-cookie host, whatever the link form, with the high-quality still', () => {
    for (const link of [
      'https://youtu.be/kT4mWq9ZrB2',
      'https://www.youtube.com/watch?v=kT4mWq9ZrB2',
      'https://www.youtube.com/shorts/kT4mWq9ZrB2',
      'youtube.com/embed/kT4mWq9ZrB2',
    ])
      expect(videoEmbed(link)).toEqual({
        kind: 'iframe',
        src: 'https://www.youtube-nocookie.com/embed/kT4mWq9ZrB2?autoplay=1',
        host: 'YouTube',
        thumbnail: 'https://img.youtube.com/vi/kT4mWq9ZrB2/hqdefault.jpg',
      })
  })
  it('embeds Vimeo through its player', () => {
    expect(videoEmbed('https://vimeo.com/812345670')?.src).toBe(
      'https://player.vimeo.com/video/812345670?autoplay=1&dnt=1',
    )
  })
  it('plays video files in a video element, over https', () => {
    expect(videoEmbed('http://media.example.be/tour.mp4')).toEqual({
      kind: 'file',
      src: 'https://media.example.be/tour.mp4',
      host: 'media.example.be',
    })
  })
  it('embeds nothing for links it does not recognise', () => {
    for (const link of [null, '', 'https://example.com/watch', 'https://youtu.be/short', 'javascript:alert(1)'])
      expect(videoEmbed(link)).toBeNull()
  })
})

describe('tourEmbed', () => {
  it('embeds a Matterport model by its id only', () => {
    expect(tourEmbed('https://my.matterport.com/show/?m=Xq7Ln2Rt9Vb')).toEqual({
      kind: 'iframe',
      src: 'https://my.matterport.com/show/?m=Xq7Ln2Rt9Vb&play=1',
      host: 'Matterport',
    })
    expect(tourEmbed('https://my.matterport.com/show/?m=x"onload=1')).toBeNull()
  })
  it('embeds the other recognised tour hosts as given, and nothing else', () => {
    expect(tourEmbed('https://kuula.co/share/collection/7abc')?.src).toBe('https://kuula.co/share/collection/7abc')
    expect(tourEmbed('https://evilmatterport.com/show/?m=abc')).toBeNull()
    expect(tourEmbed('https://example.com/tour')).toBeNull()
  })
})

describe('streetViewUrl', () => {
  it('opens Google Maps Street View at the coordinates', () => {
    expect(streetViewUrl(51.058, 3.711)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=51.058,3.711',
    )
  })
})
