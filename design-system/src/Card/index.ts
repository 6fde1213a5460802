export { Card, CardBody, CardFooter, CardTitle } from './Card';
