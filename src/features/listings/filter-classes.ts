/** The filter form's field and label classes (listings.css), for its server and client parts. */
export const field = 'list-field'
export const label = 'list-label'
